import { AdminArea } from '@/features/admin/components/admin-area'
import { VendorsPage } from '@/features/admin/components/vendors-page'

/** /admin/vendors: admins only (AdminArea). */
export default function AdminVendorsRoute() {
  return (
    <AdminArea>
      <VendorsPage />
    </AdminArea>
  )
}
