import { AdminArea } from '@/features/admin/components/admin-area'
import { ServiceApplicationsPage } from '@/features/admin/components/service-applications-page'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'serviceApplications.title'

/** /admin/service-applications: admins only (AdminArea). */
export default function AdminServiceApplicationsRoute() {
  return (
    <AdminArea>
      <ServiceApplicationsPage />
    </AdminArea>
  )
}
