import { AdminArea } from '@/features/admin/components/admin-area'
import { ProductsPage } from '@/features/admin/components/products-page'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'admin.products.title'

/** /admin/products: admins only (AdminArea). */
export default function AdminProductsRoute() {
  return (
    <AdminArea>
      <ProductsPage />
    </AdminArea>
  )
}
