import { shillingsToCents } from '@soko/shared/money/format-money'
import { useQueryClient } from '@tanstack/react-query'
import { Banknote, CircleCheck, Smartphone } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast'
import { payRide } from '../api/pay-ride'
import { rideKey } from '../api/query-keys'
import { rideErrorText } from '../ride-errors'
import type { Ride } from '../ride-types'

/** What the payment chooser collects for (the route hands it to the payments feature). */
export interface RidePayable {
  id: string
  totalCents: number
  /** Whole shillings M-Pesa asks for (the fare rounded up). */
  mpesaAmount: number
  isEventBooking: false
}

export type RenderRidePayment = (order: RidePayable) => ReactNode

export function toRidePayable(orderId: string, fare: number): RidePayable {
  return {
    id: orderId,
    totalCents: shillingsToCents(fare),
    mpesaAmount: Math.ceil(fare),
    isEventBooking: false,
  }
}

/** After the trip: Pay with M-Pesa (the payment chooser for the ride's order) or Pay cash to the driver. */
export function RidePaymentPanel({ ride, renderPayment }: { ride: Ride; renderPayment: RenderRidePayment }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [pending, setPending] = useState<'mpesa' | 'cash' | null>(null)
  const fare = ride.final_fare ?? ride.quoted_fare

  async function pay(method: 'mpesa' | 'cash') {
    setPending(method)
    try {
      const answer = await payRide(ride.id, method)
      queryClient.setQueryData(rideKey(ride.id), {
        ...answer.ride,
        order_id: answer.order_id ?? answer.ride.order_id,
      })
      if (method === 'cash') toast.success(t('rides.pay.cashRecorded'))
    } catch (error) {
      toast.error(rideErrorText(error, t, t('rides.pay.failed')))
    } finally {
      setPending(null)
    }
  }

  if (ride.payment === 'paid' || ride.payment === 'cash') {
    return (
      <p
        className="flex items-center gap-2 rounded-xl bg-primary/10 p-4 font-medium text-primary"
        data-testid="ride-paid"
      >
        <CircleCheck aria-hidden className="size-5" />
        {ride.payment === 'paid' ? t('rides.pay.paid') : t('rides.pay.cash')}
      </p>
    )
  }
  if (ride.payment === 'pending' && ride.order_id) {
    return <div data-testid="ride-payment-chooser">{renderPayment(toRidePayable(ride.order_id, fare))}</div>
  }
  return (
    <section aria-labelledby="ride-pay-title" className="flex flex-col gap-3" data-testid="ride-pay">
      <h2 id="ride-pay-title" className="text-lg font-semibold">
        {t('rides.pay.title')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button
          className="h-12 bg-[#007a3d] text-white hover:bg-[#00652f]"
          disabled={pending !== null}
          onClick={() => void pay('mpesa')}
        >
          <Smartphone aria-hidden className="size-5" />
          {pending === 'mpesa' ? t('rides.pay.starting') : t('rides.pay.mpesa')}
        </Button>
        <Button
          variant="outline"
          className="h-12"
          disabled={pending !== null}
          onClick={() => void pay('cash')}
        >
          <Banknote aria-hidden className="size-5" />
          {pending === 'cash' ? t('rides.pay.recording') : t('rides.pay.cashButton')}
        </Button>
      </div>
    </section>
  )
}
