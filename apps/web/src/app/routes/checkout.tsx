import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paymentMessages } from '@soko/shared/payments/payment.constants'
import { RequireAuth } from '@/app/require-auth'
import { cartQueryKey, useServerCart } from '@/features/cart/api/get-cart'
import { ordersQueryKey } from '@/features/orders/api/get-orders'
import type { CheckoutOrder } from '@/features/checkout/checkout-types'
import { CheckoutPage } from '@/features/checkout/components/checkout-page'
import type { PaidResult } from '@/features/payments/payable-order'
import { Spinner } from '@/components/ui/spinner'
import { useSession } from '@/lib/session'
import type { RouteTitle } from '@/lib/document-title'

// The payment step comes after the order is placed: its code (M-Pesa, PayPal) downloads then.
const PaymentChooser = lazy(() =>
  import('@/features/payments/components/payment-chooser').then((module) => ({
    default: module.PaymentChooser,
  })),
)

export const title: RouteTitle = 'checkout.title'

/**
 * /checkout composes the cart (what is ordered), the checkout (details, order placement) and the payments
 * (the chooser); features never import each other. Signed-out visitors go to /auth (spec 000 section 2).
 */
export default function CheckoutRoute() {
  const { t } = useTranslation()
  return (
    <RequireAuth message={t('checkout.loginRequired')}>
      <Checkout />
    </RequireAuth>
  )
}

function Checkout() {
  const cart = useServerCart()
  const onPaid = usePaidNavigation()
  const { session } = useSession()
  const renderPayment = useCallback(
    (order: CheckoutOrder) => (
      <Suspense fallback={<Spinner className="mx-auto my-8 size-6" />}>
        <PaymentChooser
          order={order}
          defaultPhone={order.contactPhone || session?.profile.phone || ''}
          onPaid={onPaid}
        />
      </Suspense>
    ),
    [onPaid, session?.profile.phone],
  )
  return <CheckoutPage cart={cart} renderPayment={renderPayment} />
}

/**
 * After a payment: to /orders with the spec's message (an event booking to its order, where its tickets
 * are), and the emptied cart and the orders asked for again (tickets and My activity are always read afresh).
 */
function usePaidNavigation() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  return useCallback(
    (result: PaidResult) => {
      const to = result.message === paymentMessages.eventSuccess ? `/orders/${result.orderId}` : '/orders'
      void navigate(to, { replace: true, state: { message: result.message, orderId: result.orderId } })
      void queryClient.invalidateQueries({ queryKey: cartQueryKey })
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey })
    },
    [navigate, queryClient],
  )
}
