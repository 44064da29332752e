import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { DashboardGate } from '@/components/dashboard-gate'
import { Skeleton } from '@/components/ui/skeleton'
import type { DriverDashboard } from '../api/driver-dashboard-types'
import { isNotDriver, useDriverDashboard } from '../api/get-driver-dashboard'
import { useDriverPosition } from '../driver-position'
import { DriverAccessRequired } from './driver-access-required'
import { DriverHeader } from './driver-header'
import { EarningsCards } from './earnings-cards'
import { OffersPanel } from './offers-panel'
import { PositionNotice } from './position-notice'

// The first screen is the switch, the offers and the earnings: the trip (with its map), the history and the
// vehicle form bring their code when they appear (the route's first JavaScript stays within 140 KB).
const CurrentTrip = lazy(() => import('./current-trip').then((module) => ({ default: module.CurrentTrip })))
const TripHistory = lazy(() => import('./trip-history').then((module) => ({ default: module.TripHistory })))
const VehicleForm = lazy(() => import('./vehicle-form').then((module) => ({ default: module.VehicleForm })))
const panelFallback = <Skeleton className="h-64 w-full rounded-xl" />

/**
 * /driver-dashboard for an approved driver (issue 15): the Online switch, incoming offers, the current trip
 * with its next step, earnings, trip history and the vehicle. Anyone else gets the access notice (the server
 * answers 403 drivers.not_driver).
 */
export function DriverDashboardPage() {
  const { t } = useTranslation()
  const dashboard = useDriverDashboard()
  return (
    <DashboardGate
      query={dashboard}
      isRefused={isNotDriver}
      refused={<DriverAccessRequired />}
      texts={{
        title: t('driverDashboard.title'),
        checking: t('driverDashboard.access.checking'),
        loadFailed: t('driverDashboard.common.loadFailed'),
        retry: t('driverDashboard.common.retry'),
      }}
    >
      {(data) => <Dashboard data={data} />}
    </DashboardGate>
  )
}

function Dashboard({ data: { driver, earnings, current } }: { data: DriverDashboard }) {
  // Watched while online; the trip's map and Complete use the latest position.
  const { position, problem } = useDriverPosition(driver.is_online)
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6">
      <DriverHeader driver={driver} />
      {driver.is_online && problem && <PositionNotice problem={problem} />}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          {current ? (
            <Suspense fallback={panelFallback}>
              <CurrentTrip ride={current} position={position} />
            </Suspense>
          ) : (
            <OffersPanel online={driver.is_online} />
          )}
          <Suspense fallback={panelFallback}>
            <TripHistory />
          </Suspense>
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <EarningsCards earnings={earnings} />
          <Suspense fallback={panelFallback}>
            <VehicleForm key={driver.id} driver={driver} />
          </Suspense>
        </div>
      </div>
    </div>
  )
}
