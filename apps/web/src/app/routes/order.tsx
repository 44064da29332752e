import { lazy, Suspense } from 'react'
import { useParams } from 'react-router'
import { RequireAuth } from '@/app/require-auth'
import type { RenderOrderExtra } from '@/features/orders/components/order-detail-page'
import { OrderDetailPage } from '@/features/orders/components/order-detail-page'
import type { RouteTitle } from '@/lib/document-title'

// Only orders with event tickets need the tickets section (and its QR codes): its code loads with the first.
const OrderTickets = lazy(() => import('@/features/events/components/order-tickets'))
// Likewise the food delivery tracker, for orders with food lines.
const FoodOrderTracker = lazy(() => import('@/features/food/components/food-order-tracker'))

export const title: RouteTitle = 'orders.title'

/**
 * The order page composes the event tickets and the food delivery status of an order that has any
 * (features never import each other).
 */
const renderExtra: RenderOrderExtra = (order) => (
  <>
    {order.items.some((item) => item.kind === 'food') && (
      <Suspense fallback={null}>
        <FoodOrderTracker orderId={order.id} />
      </Suspense>
    )}
    {order.items.some((item) => item.kind === 'event_ticket') && (
      <Suspense fallback={null}>
        <OrderTickets
          orderId={order.id}
          paid={
            order.payment_status === 'paid' || (order.status !== 'pending' && order.status !== 'cancelled')
          }
        />
      </Suspense>
    )}
  </>
)

/** /orders/:id: one of the signed-in user's orders (another user's answers 404). */
export default function OrderRoute() {
  const { id = '' } = useParams()
  return (
    <RequireAuth>
      <OrderDetailPage key={id} orderId={id} renderExtra={renderExtra} />
    </RequireAuth>
  )
}
