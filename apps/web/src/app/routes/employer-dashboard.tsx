import { EmployerDashboardPage } from '@/features/employer-dashboard/components/employer-dashboard-page'
import type { RouteTitle } from '@/lib/document-title'
import { RequireAuth } from '../require-auth'

export const title: RouteTitle = 'employerDashboard.title'

/**
 * /employer-dashboard (issue 16, decision 023): signed in (RequireAuth), then an employer; the page shows the
 * access notice on the server's 403, and the server checks every call.
 */
export default function EmployerDashboardRoute() {
  return (
    <RequireAuth>
      <EmployerDashboardPage />
    </RequireAuth>
  )
}
