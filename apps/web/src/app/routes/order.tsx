import type { OrderDetail } from '@soko/shared/orders/order.schema'
import { lazy, Suspense } from 'react'
import { useParams } from 'react-router'
import { RequireAuth } from '@/app/require-auth'
import { usePrescriptionBlocksPay } from '@/features/medical/api/medication-orders'
import { useOrder } from '@/features/orders/api/get-order'
import type { RenderOrderExtra } from '@/features/orders/components/order-detail-page'
import { OrderDetailPage } from '@/features/orders/components/order-detail-page'
import type { RouteTitle } from '@/lib/document-title'

// Only orders with event tickets need the tickets section (and its QR codes): its code loads with the first.
const OrderTickets = lazy(() => import('@/features/events/components/order-tickets'))
// Likewise the food delivery tracker, for orders with food lines.
const FoodOrderTracker = lazy(() => import('@/features/food/components/food-order-tracker'))
// And the prescription of a medicine order.
const PrescriptionPanel = lazy(() => import('@/features/medical/components/prescription-panel'))

export const title: RouteTitle = 'orders.title'

const hasMedication = (order: Pick<OrderDetail, 'items'>) =>
  order.items.some((item) => item.kind === 'medication')

/**
 * The order page composes the event tickets, the food delivery status and a medicine order's prescription of
 * an order that has any (features never import each other).
 */
const renderExtra: RenderOrderExtra = (order) => (
  <>
    {hasMedication(order) && (
      <Suspense fallback={null}>
        <PrescriptionPanel orderId={order.id} />
      </Suspense>
    )}
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
      <Order key={id} orderId={id} />
    </RequireAuth>
  )
}

function Order({ orderId }: { orderId: string }) {
  // The same query the page reads (one request): a medicine order's Pay now waits for its prescription.
  const order = useOrder(orderId)
  const blocked = usePrescriptionBlocksPay(orderId, order.data ? hasMedication(order.data) : false)
  return (
    <OrderDetailPage
      orderId={orderId}
      renderExtra={renderExtra}
      payBlocked={(shown) => hasMedication(shown) && blocked}
    />
  )
}
