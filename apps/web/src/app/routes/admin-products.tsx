import { AdminArea } from '@/features/admin/components/admin-area'
import { ProductsPage } from '@/features/admin/components/products-page'

/** /admin/products: admins only (AdminArea). */
export default function AdminProductsRoute() {
  return (
    <AdminArea>
      <ProductsPage />
    </AdminArea>
  )
}
