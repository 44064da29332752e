import { AdminArea } from '@/features/admin/components/admin-area'
import { DriversPage } from '@/features/admin/components/records-pages'

/** /admin/drivers: admins only (AdminArea). */
export default function AdminDriversRoute() {
  return (
    <AdminArea>
      <DriversPage />
    </AdminArea>
  )
}
