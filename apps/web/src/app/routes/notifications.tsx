import { NotificationsPage } from '@/features/notifications/components/notifications-page'
import { RequireAuth } from '../require-auth'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'notifications.title'

export default function NotificationsRoute() {
  return (
    <RequireAuth>
      <NotificationsPage />
    </RequireAuth>
  )
}
