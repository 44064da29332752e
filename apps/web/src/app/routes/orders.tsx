import { RequireAuth } from '@/app/require-auth'
import { OrdersPage } from '@/features/orders/components/orders-page'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'orders.title'

/** /orders: the signed-in user's orders. */
export default function OrdersRoute() {
  return (
    <RequireAuth>
      <OrdersPage />
    </RequireAuth>
  )
}
