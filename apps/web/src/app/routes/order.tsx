import { useParams } from 'react-router'
import { RequireAuth } from '@/app/require-auth'
import { OrderDetailPage } from '@/features/orders/components/order-detail-page'

/** /orders/:id: one of the signed-in user's orders (another user's answers 404). */
export default function OrderRoute() {
  const { id = '' } = useParams()
  return (
    <RequireAuth>
      <OrderDetailPage key={id} orderId={id} />
    </RequireAuth>
  )
}
