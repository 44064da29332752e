import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { RequireAuth } from '@/app/require-auth'
import { MedicalCheckoutPage, type MedicalPayable } from '@/features/medical/components/medical-checkout-page'
import { ordersQueryKey } from '@/features/orders/api/get-orders'
import type { PaidResult } from '@/features/payments/payable-order'
import { Spinner } from '@/components/ui/spinner'
import type { RouteTitle } from '@/lib/document-title'
import { prescriptionsQueryKey } from '@/lib/booking-query-keys'
import { useSession } from '@/lib/session'

// The payment step comes after the order is placed (and its prescription approved): its code downloads then.
const PaymentChooser = lazy(() =>
  import('@/features/payments/components/payment-chooser').then((module) => ({
    default: module.PaymentChooser,
  })),
)

export const title: RouteTitle = 'medical.checkout.title'

/**
 * /medical/checkout composes the medicine basket, order and prescription (features/medical) with the payment
 * chooser (features/payments), as /food/checkout does; features never import each other. Signed in only.
 */
export default function Route() {
  const { t } = useTranslation()
  return (
    <RequireAuth message={t('checkout.loginRequired')}>
      <MedicalCheckout />
    </RequireAuth>
  )
}

function MedicalCheckout() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { session } = useSession()
  const onPaid = useCallback(
    (result: PaidResult) => {
      void navigate(`/orders/${result.orderId}`, {
        replace: true,
        state: { message: t('medical.paymentSuccess'), orderId: result.orderId },
      })
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey })
      void queryClient.invalidateQueries({ queryKey: prescriptionsQueryKey })
    },
    [navigate, queryClient, t],
  )
  const renderPayment = useCallback(
    (order: MedicalPayable) => (
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
  return <MedicalCheckoutPage renderPayment={renderPayment} />
}
