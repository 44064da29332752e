import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { RequireAuth } from '@/app/require-auth'
import { foodBasketQueryKey } from '@/features/food/api/query-keys'
import { FoodCheckoutPage, type FoodPayable } from '@/features/food/components/food-checkout-page'
import { ordersQueryKey } from '@/features/orders/api/get-orders'
import type { PaidResult } from '@/features/payments/payable-order'
import { Spinner } from '@/components/ui/spinner'
import type { RouteTitle } from '@/lib/document-title'
import { useSession } from '@/lib/session'

// The payment step comes after the order is placed: its code (M-Pesa, PayPal) downloads then.
const PaymentChooser = lazy(() =>
  import('@/features/payments/components/payment-chooser').then((module) => ({
    default: module.PaymentChooser,
  })),
)

export const title: RouteTitle = 'food.checkout.title'

/**
 * /food/checkout composes the food basket and order (features/food) with the payment chooser
 * (features/payments), as /checkout does for the shop; features never import each other. Signed in only.
 */
export default function FoodCheckoutRoute() {
  const { t } = useTranslation()
  return (
    <RequireAuth message={t('checkout.loginRequired')}>
      <FoodCheckout />
    </RequireAuth>
  )
}

function FoodCheckout() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { session } = useSession()
  const onPaid = useCallback(
    (result: PaidResult) => {
      // The order page follows the kitchen live; the food success text, in the reader's language.
      void navigate(`/orders/${result.orderId}`, {
        replace: true,
        state: { message: t('food.paymentSuccess'), orderId: result.orderId },
      })
      void queryClient.invalidateQueries({ queryKey: foodBasketQueryKey })
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey })
    },
    [navigate, queryClient, t],
  )
  const renderPayment = useCallback(
    (order: FoodPayable) => (
      <Suspense fallback={<Spinner className="mx-auto my-8 size-6" />}>
        <PaymentChooser
          order={order}
          defaultPhone={session?.user.phone_number || order.contactPhone || session?.profile.phone || ''}
          onPaid={onPaid}
        />
      </Suspense>
    ),
    [onPaid, session?.user.phone_number, session?.profile.phone],
  )
  return <FoodCheckoutPage renderPayment={renderPayment} />
}
