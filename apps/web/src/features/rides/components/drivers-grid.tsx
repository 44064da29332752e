import { UserRoundX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-states'
import type { AvailableDriver, VehicleType } from '../ride-types'
import { DriverCard } from './driver-card'

/** Available Drivers (001 "Rides"): the grid, with its loading, error and empty states. */
export function DriversGrid({
  drivers,
  isPending,
  isError,
  onRetry,
  vehicleType,
  canBook,
  hintId,
  onBook,
}: {
  drivers: AvailableDriver[] | undefined
  isPending: boolean
  isError: boolean
  onRetry: () => void
  vehicleType: VehicleType
  canBook: boolean
  hintId: string
  onBook: (driver: AvailableDriver) => void
}) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="drivers-title" className="flex flex-col gap-4">
      <h2 id="drivers-title" className="text-xl font-semibold">
        {t('rides.drivers.title')}
      </h2>
      {isPending ? (
        <ListLoading label={t('rides.drivers.loading')} rows={3} variant="card" />
      ) : isError && !drivers ? (
        <ListError
          message={t('rides.drivers.failed')}
          retryLabel={t('rides.retry')}
          onRetry={onRetry}
          className="rounded-xl border py-10"
        />
      ) : !drivers || drivers.length === 0 ? (
        <ListEmpty
          icon={UserRoundX}
          title={t('rides.drivers.emptyTitle')}
          description={t('rides.drivers.emptyText', { vehicle: t(`rides.vehicles.${vehicleType}`) })}
          className="rounded-xl border"
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="drivers-list">
          {drivers.map((driver) => (
            <li key={driver.id}>
              <DriverCard driver={driver} canBook={canBook} hintId={hintId} onBook={onBook} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
