import { AdminArea } from '@/features/admin/components/admin-area'
import { OrdersPage } from '@/features/admin/components/orders-page'

/** /admin/orders: admins only (AdminArea). */
export default function AdminOrdersRoute() {
  return (
    <AdminArea>
      <OrdersPage />
    </AdminArea>
  )
}
