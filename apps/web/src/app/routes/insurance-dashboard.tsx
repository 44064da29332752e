import { InsuranceDashboardPage } from '@/features/insurance-dashboard/components/insurance-dashboard-page'
import type { RouteTitle } from '@/lib/document-title'
import { RequireAuth } from '../require-auth'

export const title: RouteTitle = 'insuranceDashboard.title'

/** /insurance-dashboard (issue 17): signed in, then an approved insurance broker; the page shows the access notice on the server's 403. */
export default function Route() {
  return (
    <RequireAuth>
      <InsuranceDashboardPage />
    </RequireAuth>
  )
}
