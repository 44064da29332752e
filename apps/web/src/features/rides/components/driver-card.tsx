import { Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { vehicleName } from '../ride-format'
import type { AvailableDriver } from '../ride-types'
import { VehicleIcon } from './vehicle-icon'

/** One available driver: who, what vehicle, how good, how far; Book Ride with them. */
export function DriverCard({
  driver,
  canBook,
  hintId,
  onBook,
}: {
  driver: AvailableDriver
  canBook: boolean
  /** The text saying why booking is not possible yet. */
  hintId?: string
  onBook: (driver: AvailableDriver) => void
}) {
  const { t } = useTranslation()
  return (
    <article
      className="flex h-full flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm"
      aria-labelledby={`driver-${driver.id}`}
      data-testid="driver-card"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <VehicleIcon type={driver.vehicle_type} className="size-5" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col">
          <h3 id={`driver-${driver.id}`} className="font-semibold break-words">
            {driver.full_name}
          </h3>
          <p className="text-sm break-words text-muted-foreground">
            {vehicleName(driver) || t(`rides.vehicles.${driver.vehicle_type}`)}
          </p>
        </div>
        {driver.eta_min !== null && (
          <span className="shrink-0 rounded-full bg-accent/20 px-2 py-1 text-xs font-semibold">
            {t('rides.drivers.eta', { count: driver.eta_min })}
          </span>
        )}
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        {driver.license_plate && (
          <div className="col-span-2 flex gap-2">
            <dt className="text-muted-foreground">{t('rides.drivers.plate')}</dt>
            <dd className="font-mono font-semibold">{driver.license_plate}</dd>
          </div>
        )}
        <div className="flex items-center gap-1">
          <dt className="sr-only">{t('rides.drivers.rating')}</dt>
          <Star aria-hidden className="size-4 fill-accent text-accent" />
          <dd>{driver.rating.toFixed(1)}</dd>
        </div>
        <div>
          <dt className="sr-only">{t('rides.drivers.totalRides')}</dt>
          <dd>{t('rides.drivers.rides', { count: driver.total_rides })}</dd>
        </div>
      </dl>
      <Button
        className="mt-auto h-11"
        disabled={!canBook}
        aria-describedby={canBook ? undefined : hintId}
        aria-label={t('rides.drivers.bookWith', { name: driver.full_name })}
        onClick={() => onBook(driver)}
      >
        {t('rides.book.button')}
      </Button>
    </article>
  )
}
