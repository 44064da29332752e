import { useTranslation } from 'react-i18next'
import { formatFare, formatKm } from '../ride-format'
import type { Ride } from '../ride-types'

/** Where from, where to, by what, how far and for how much. */
export function RideSummary({ ride }: { ride: Ride }) {
  const { t } = useTranslation()
  const rows: [string, string][] = [
    [t('rides.confirm.pickup'), ride.pickup.name],
    [t('rides.confirm.destination'), ride.destination.name],
    [t('rides.confirm.vehicle'), t(`rides.vehicles.${ride.vehicle_type}`)],
    [t('rides.confirm.distance'), t('rides.fare.km', { km: formatKm(ride.distance_km) })],
    [t('rides.confirm.duration'), t('rides.fare.minutes', { count: ride.duration_min })],
  ]
  return (
    <dl className="flex flex-col gap-2 text-sm" data-testid="ride-summary">
      {rows.map(([term, detail]) => (
        <div key={term} className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="text-right font-medium break-words">{detail}</dd>
        </div>
      ))}
      {ride.note && (
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{t('rides.trip.note')}</dt>
          <dd className="text-right break-words">{ride.note}</dd>
        </div>
      )}
      <div className="flex justify-between gap-4 border-t pt-2 text-base">
        <dt className="font-semibold">
          {ride.final_fare !== null ? t('rides.trip.finalFare') : t('rides.trip.estimatedFare')}
        </dt>
        <dd className="font-bold text-primary" data-testid="ride-fare">
          {formatFare(ride.final_fare ?? ride.quoted_fare)}
        </dd>
      </div>
    </dl>
  )
}
