import { DriverDashboardPage } from '@/features/driver-dashboard/components/driver-dashboard-page'
import type { RouteTitle } from '@/lib/document-title'
import { RequireAuth } from '../require-auth'

export const title: RouteTitle = 'driverDashboard.title'

/**
 * /driver-dashboard (issue 15): signed in (RequireAuth), then an approved driver; the page shows the access
 * notice on the server's 403, and the server checks every call.
 */
export default function DriverDashboardRoute() {
  return (
    <RequireAuth>
      <DriverDashboardPage />
    </RequireAuth>
  )
}
