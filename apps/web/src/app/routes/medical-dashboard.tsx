import { MedicalDashboardPage } from '@/features/medical-dashboard/components/medical-dashboard-page'
import type { RouteTitle } from '@/lib/document-title'
import { RequireAuth } from '../require-auth'

export const title: RouteTitle = 'medicalDashboard.title'

/** /medical-dashboard (issue 17): signed in, then an approved medical provider; the page shows the access notice on the server's 403. */
export default function Route() {
  return (
    <RequireAuth>
      <MedicalDashboardPage />
    </RequireAuth>
  )
}
