import { EventsPage } from '@/features/events/components/events-page'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'events.pageTitle'

/** /events: browse, filter and book events (spec 001 section 2). */
export default function EventsRoute() {
  return <EventsPage />
}
