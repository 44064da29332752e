import { AdminArea } from '@/features/admin/components/admin-area'
import { DriversPage } from '@/features/admin/components/drivers-page'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'admin.drivers.title'

/** /admin/drivers: admins only (AdminArea). */
export default function AdminDriversRoute() {
  return (
    <AdminArea>
      <DriversPage />
    </AdminArea>
  )
}
