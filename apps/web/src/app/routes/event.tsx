import { useParams } from 'react-router'
import { EventPage } from '@/features/events/components/event-page'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'events.detail.title'

/** /events/{id}: an event's page, also the share link's target. */
export default function EventRoute() {
  const { id = '' } = useParams()
  return <EventPage key={id} id={id} />
}
