import { VendorDashboardPage } from '@/features/vendor-dashboard/components/vendor-dashboard-page'
import { RequireAuth } from '../require-auth'

/** /vendor-dashboard and /vendor: signed in (RequireAuth), then an approved vendor (the page checks). */
export default function VendorDashboardRoute() {
  return (
    <RequireAuth>
      <VendorDashboardPage />
    </RequireAuth>
  )
}
