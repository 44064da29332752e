import { RealEstateDashboardPage } from '@/features/real-estate-dashboard/components/real-estate-dashboard-page'
import type { RouteTitle } from '@/lib/document-title'
import { RequireAuth } from '../require-auth'

export const title: RouteTitle = 'realEstateDashboard.title'

/**
 * /real-estate-dashboard (issue 16): signed in (RequireAuth), then a verified agent; the page shows the access
 * notice on the server's 403, and the server checks every call.
 */
export default function RealEstateDashboardRoute() {
  return (
    <RequireAuth>
      <RealEstateDashboardPage />
    </RequireAuth>
  )
}
