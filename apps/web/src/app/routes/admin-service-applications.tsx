import { AdminArea } from '@/features/admin/components/admin-area'
import { ServiceApplicationsPage } from '@/features/admin/components/service-applications-page'

/** /admin/service-applications: admins only (AdminArea). */
export default function AdminServiceApplicationsRoute() {
  return (
    <AdminArea>
      <ServiceApplicationsPage />
    </AdminArea>
  )
}
