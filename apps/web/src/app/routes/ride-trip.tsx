import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { RideTripPage } from '@/features/rides/components/ride-trip-page'
import type { RidePayable } from '@/features/rides/components/ride-payment-panel'
import { Spinner } from '@/components/ui/spinner'
import type { RouteTitle } from '@/lib/document-title'
import { rideQueryKey } from '@/lib/rides-live'
import { toast } from '@/lib/toast'
import { useSession } from '@/lib/session'
import { RequireAuth } from '../require-auth'
import NotFoundRoute from './not-found'

// The payment step comes after the trip: its code (M-Pesa, PayPal) downloads then.
const PaymentChooser = lazy(() =>
  import('@/features/payments/components/payment-chooser').then((module) => ({
    default: module.PaymentChooser,
  })),
)

export const title: RouteTitle = 'rides.trip.title'

/**
 * /rides/trips/:id composes the rider's trip (features/rides) with the payment chooser (features/payments) for
 * the fare's order, as /food/checkout does; features never import each other. Signed in only (issue 15).
 */
export default function RideTripRoute() {
  const { id = '' } = useParams()
  return (
    <RequireAuth>
      <RideTrip key={id} rideId={id} />
    </RequireAuth>
  )
}

function RideTrip({ rideId }: { rideId: string }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const { session } = useSession()
  const onPaid = useCallback(() => {
    // The order's fulfilment marks the ride paid; read it again.
    toast.success(t('rides.pay.paidToast'))
    void queryClient.invalidateQueries({ queryKey: rideQueryKey })
  }, [queryClient, t])
  const renderPayment = useCallback(
    (order: RidePayable) => (
      <Suspense fallback={<Spinner className="mx-auto my-8 size-6" />}>
        <PaymentChooser
          order={order}
          defaultPhone={session?.user.phone_number || session?.profile.phone || ''}
          onPaid={onPaid}
        />
      </Suspense>
    ),
    [onPaid, session?.user.phone_number, session?.profile.phone],
  )
  return <RideTripPage rideId={rideId} renderPayment={renderPayment} notFound={<NotFoundRoute />} />
}
