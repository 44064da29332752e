import { AdminArea } from '@/features/admin/components/admin-area'
import { DashboardPage } from '@/features/admin/components/dashboard-page'

/** /admin and /admin/dashboard: admins only (AdminArea). */
export default function AdminDashboardRoute() {
  return (
    <AdminArea>
      <DashboardPage />
    </AdminArea>
  )
}
