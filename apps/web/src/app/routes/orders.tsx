import { RequireAuth } from '@/app/require-auth'
import { OrdersPage } from '@/features/orders/components/orders-page'

/** /orders: the signed-in user's orders. */
export default function OrdersRoute() {
  return (
    <RequireAuth>
      <OrdersPage />
    </RequireAuth>
  )
}
