import { useTranslation } from 'react-i18next'
import type { Ride } from '../ride-types'
import { RidePaymentPanel, type RenderRidePayment } from './ride-payment-panel'
import { RideRatingForm } from './ride-rating-form'

/** After the trip: pay and rate (the trip page's lazy chunk: most trips are watched long before this). */
export default function RideCompleted({
  ride,
  renderPayment,
}: {
  ride: Ride
  renderPayment: RenderRidePayment
}) {
  const { t } = useTranslation()
  return (
    <section
      aria-label={t('rides.trip.afterTrip')}
      className="grid gap-6 rounded-xl border bg-card p-4 shadow-sm sm:p-6 lg:grid-cols-2"
      data-testid="ride-completed"
    >
      <RidePaymentPanel ride={ride} renderPayment={renderPayment} />
      <RideRatingForm ride={ride} />
    </section>
  )
}
