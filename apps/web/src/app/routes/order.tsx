import { useParams } from 'react-router'
import { RequireAuth } from '@/app/require-auth'
import { OrderDetailPage } from '@/features/orders/components/order-detail-page'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'orders.title'

/** /orders/:id: one of the signed-in user's orders (another user's answers 404). */
export default function OrderRoute() {
  const { id = '' } = useParams()
  return (
    <RequireAuth>
      <OrderDetailPage key={id} orderId={id} />
    </RequireAuth>
  )
}
