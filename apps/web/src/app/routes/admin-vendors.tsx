import { AdminArea } from '@/features/admin/components/admin-area'
import { VendorsPage } from '@/features/admin/components/vendors-page'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'admin.vendors.title'

/** /admin/vendors: admins only (AdminArea). */
export default function AdminVendorsRoute() {
  return (
    <AdminArea>
      <VendorsPage />
    </AdminArea>
  )
}
