import { VendorDashboardPage } from '@/features/vendor-dashboard/components/vendor-dashboard-page'
import { RequireAuth } from '../require-auth'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'vendorDashboard.title'

/** /vendor-dashboard and /vendor: signed in (RequireAuth), then an approved vendor (the page checks). */
export default function VendorDashboardRoute() {
  return (
    <RequireAuth>
      <VendorDashboardPage />
    </RequireAuth>
  )
}
