import { AdminArea } from '@/features/admin/components/admin-area'
import { DashboardPage } from '@/features/admin/components/dashboard-page'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'admin.dashboard.title'

/** /admin and /admin/dashboard: admins only (AdminArea). */
export default function AdminDashboardRoute() {
  return (
    <AdminArea>
      <DashboardPage />
    </AdminArea>
  )
}
