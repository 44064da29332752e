import { useTranslation } from 'react-i18next'

/** /rides/trips/:id: the rider's trip, live (issue 15). Contract stub. */
export function RideTripPage({ rideId }: { rideId: string }) {
  const { t } = useTranslation()
  return (
    <h1 className="text-2xl font-bold" data-ride-id={rideId}>
      {t('rides.trip.title')}
    </h1>
  )
}
