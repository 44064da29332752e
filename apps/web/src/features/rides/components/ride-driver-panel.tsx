import { Phone, Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { vehicleName } from '../ride-format'
import type { RideDriver } from '../ride-types'
import { VehicleIcon } from './vehicle-icon'

/** The driver who took the ride: name, vehicle, plate, rating and a Call button while the ride is on. */
export function RideDriverPanel({ driver }: { driver: RideDriver }) {
  const { t } = useTranslation()
  return (
    <section
      aria-labelledby="ride-driver-name"
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm"
      data-testid="ride-driver"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <VehicleIcon type={driver.vehicle_type} className="size-6" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col">
          <p className="text-xs font-medium text-muted-foreground">{t('rides.trip.yourDriver')}</p>
          <h2 id="ride-driver-name" className="text-lg font-semibold break-words">
            {driver.full_name}
          </h2>
        </div>
        {driver.phone && (
          <Button asChild variant="outline" className="h-11 shrink-0">
            <a
              href={`tel:${driver.phone}`}
              aria-label={t('rides.trip.callDriver', { name: driver.full_name })}
            >
              <Phone aria-hidden className="size-4" />
              {t('rides.trip.call')}
            </a>
          </Button>
        )}
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">{t('rides.trip.vehicle')}</dt>
          <dd className="font-medium">{vehicleName(driver) || t(`rides.vehicles.${driver.vehicle_type}`)}</dd>
        </div>
        {driver.license_plate && (
          <div>
            <dt className="text-muted-foreground">{t('rides.drivers.plate')}</dt>
            <dd className="font-mono font-semibold">{driver.license_plate}</dd>
          </div>
        )}
        <div>
          <dt className="text-muted-foreground">{t('rides.drivers.rating')}</dt>
          <dd className="flex items-center gap-1 font-medium">
            <Star aria-hidden className="size-4 fill-accent text-accent" />
            {driver.rating.toFixed(1)}
            <span className="font-normal text-muted-foreground">
              ({t('rides.drivers.rides', { count: driver.total_rides })})
            </span>
          </dd>
        </div>
      </dl>
    </section>
  )
}
