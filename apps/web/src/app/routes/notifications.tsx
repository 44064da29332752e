import { NotificationsPage } from '@/features/notifications/components/notifications-page'
import { RequireAuth } from '../require-auth'

export default function NotificationsRoute() {
  return (
    <RequireAuth>
      <NotificationsPage />
    </RequireAuth>
  )
}
