import { AdminArea } from '@/features/admin/components/admin-area'
import { EventsPage } from '@/features/admin/components/events-page'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'admin.events.title'

/** /admin/events: admins only (AdminArea). */
export default function AdminEventsRoute() {
  return (
    <AdminArea>
      <EventsPage />
    </AdminArea>
  )
}
