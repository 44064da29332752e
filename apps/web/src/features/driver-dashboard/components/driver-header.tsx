import { Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { DriverProfile } from '../api/driver-dashboard-types'
import { count, vehicleName } from '../format'
import { OnlineSwitch } from './online-switch'

/** The page's heading: the driver's name, vehicle, plate, rating and rides, and the Online switch. */
export function DriverHeader({ driver }: { driver: DriverProfile }) {
  const { t } = useTranslation()
  const vehicle = vehicleName(driver)
  const type = t(`driverDashboard.common.vehicleTypes.${driver.vehicle_type}`)
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-2">
        <p className="text-sm font-medium text-muted-foreground">{t('driverDashboard.title')}</p>
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{driver.full_name}</h1>
        <dl
          aria-label={t('driverDashboard.header.label')}
          className="flex flex-wrap gap-x-6 gap-y-2 text-sm"
          data-testid="driver-profile"
        >
          <div className="flex min-w-0 flex-col">
            <dt className="text-muted-foreground">{t('driverDashboard.header.vehicle')}</dt>
            <dd className="font-medium break-words">
              {vehicle ? `${vehicle} · ${type}` : `${t('driverDashboard.header.noVehicle')} · ${type}`}
            </dd>
          </div>
          <div className="flex flex-col">
            <dt className="text-muted-foreground">{t('driverDashboard.header.plate')}</dt>
            <dd className="font-mono font-medium">
              {driver.license_plate ?? t('driverDashboard.header.noPlate')}
            </dd>
          </div>
          <div className="flex flex-col">
            <dt className="text-muted-foreground">{t('driverDashboard.header.rating')}</dt>
            <dd className="inline-flex items-center gap-1 font-medium">
              <Star aria-hidden className="size-4 fill-accent text-accent" />
              <span aria-hidden>{driver.rating.toFixed(1)}</span>
              <span className="sr-only">
                {t('driverDashboard.header.ratingValue', { rating: driver.rating.toFixed(1) })}
              </span>
            </dd>
          </div>
          <div className="flex flex-col">
            <dt className="text-muted-foreground">{t('driverDashboard.header.rides')}</dt>
            <dd className="font-medium tabular-nums">{count(driver.total_rides)}</dd>
          </div>
        </dl>
      </div>
      <OnlineSwitch driver={driver} />
    </div>
  )
}
