import { AdminArea } from '@/features/admin/components/admin-area'
import { OrdersPage } from '@/features/admin/components/orders-page'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'admin.orders.title'

/** /admin/orders: admins only (AdminArea). */
export default function AdminOrdersRoute() {
  return (
    <AdminArea>
      <OrdersPage />
    </AdminArea>
  )
}
