import { driverCancelReasons, riderCancellableStatuses } from '@soko/shared/rides/rides.constants'
import { useQueryClient } from '@tanstack/react-query'
import { CircleX } from 'lucide-react'
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { MapMarker } from '@/components/map/route-map'
import { Button } from '@/components/ui/button'
import { ErrorState } from '@/components/ui/error-state'
import { Skeleton } from '@/components/ui/skeleton'
import { ApiError } from '@/lib/api-client'
import { rideKey } from '../api/query-keys'
import { useRide } from '../api/get-ride'
import { vehicleName } from '../ride-format'
import type { Ride } from '../ride-types'
import { useAcceptedToast } from '../use-accepted-toast'
import { useLiveDriverPosition } from '../use-live-driver-position'
import { CancelRideButton } from './cancel-ride-button'
import { FindingDriver } from './finding-driver'
import { RideDriverPanel } from './ride-driver-panel'
import type { RenderRidePayment } from './ride-payment-panel'
import { RideStatusStepper } from './ride-status-stepper'
import { RideSummary } from './ride-summary'
import { RidesMap } from './rides-map'
import { UnmatchedPanel } from './unmatched-panel'

const cancellable: readonly string[] = riderCancellableStatuses
const reasons: readonly string[] = driverCancelReasons
const RideCompleted = lazy(() => import('./ride-completed'))

/** After the countdown ends, the expiry sweep needs a moment to mark the ride unmatched. */
const expirySettleMs = 3_000

export interface RideTripPageProps {
  rideId: string
  /** The payments feature's chooser for the ride's order (composed by the route). */
  renderPayment: RenderRidePayment
  /** The app's not-found screen, for a ride that is not this rider's or does not exist. */
  notFound: ReactNode
}

/** /rides/trips/:id: the rider's trip, live (issue 15); pay and rate at the end. */
export function RideTripPage({ rideId, renderPayment, notFound }: RideTripPageProps) {
  const { t } = useTranslation()
  const query = useRide(rideId)
  useAcceptedToast(query.data?.status)

  if (query.isError && query.error instanceof ApiError && query.error.status === 404) return notFound
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:py-8">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('rides.trip.title')}</h1>
        {query.data && (
          <p className="text-lg font-medium" role="status" data-testid="ride-status">
            {t(`rides.status.${query.data.status}`)}
          </p>
        )}
      </div>
      {query.isPending ? (
        <div role="status" className="grid gap-6 lg:grid-cols-5">
          <span className="sr-only">{t('rides.trip.loading')}</span>
          <Skeleton className="h-80 w-full rounded-xl lg:col-span-2" />
          <Skeleton className="h-80 w-full rounded-xl lg:col-span-3" />
        </div>
      ) : query.isError ? (
        <ErrorState
          message={t('rides.trip.loadFailed')}
          retryLabel={t('rides.retry')}
          onRetry={() => void query.refetch()}
          className="rounded-xl border py-10"
        />
      ) : (
        <Trip ride={query.data} renderPayment={renderPayment} />
      )}
    </div>
  )
}

function Trip({ ride, renderPayment }: { ride: Ride; renderPayment: RenderRidePayment }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const position = useLiveDriverPosition(ride)

  // The request stops waiting at expires_at; ask again shortly after, in case the live message went missing.
  const waitingUntil = ride.status === 'requested' ? ride.expires_at : null
  useEffect(() => {
    if (!waitingUntil) return
    const timer = window.setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: rideKey(ride.id) }),
      Math.max(0, Date.parse(waitingUntil) - Date.now()) + expirySettleMs,
    )
    return () => window.clearTimeout(timer)
  }, [queryClient, ride.id, waitingUntil])

  const markers = useMemo(() => {
    const list: MapMarker[] = [
      {
        id: 'pickup',
        kind: 'pickup',
        ...ride.pickup,
        label: t('rides.map.pickup', { name: ride.pickup.name }),
      },
      {
        id: 'destination',
        kind: 'destination',
        ...ride.destination,
        label: t('rides.map.destination', { name: ride.destination.name }),
      },
    ]
    const { driver } = ride
    if (driver && position) {
      list.push({
        id: 'driver',
        kind: driver.vehicle_type,
        lat: position.lat,
        lng: position.lng,
        label: t('rides.map.driver', {
          name: driver.full_name,
          vehicle: [vehicleName(driver), driver.license_plate].filter(Boolean).join(', '),
        }),
      })
    }
    return list
  }, [position, ride, t])

  const showDriver = ride.driver && ride.status !== 'cancelled' && ride.status !== 'unmatched'
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="flex flex-col gap-4 lg:col-span-2">
          <section className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
            <RideStatusStepper ride={ride} />
            {ride.status === 'requested' && <FindingDriver expiresAt={ride.expires_at} />}
            {ride.status === 'unmatched' && <UnmatchedPanel ride={ride} />}
            {ride.status === 'cancelled' && <CancelledNotice ride={ride} />}
            <RideSummary ride={ride} />
            {cancellable.includes(ride.status) && <CancelRideButton rideId={ride.id} />}
          </section>
          {showDriver && ride.driver && <RideDriverPanel driver={ride.driver} />}
        </div>
        {/* The planned route while the ride goes; the path driven once it is over. */}
        <RidesMap
          className="lg:col-span-3"
          title={t('rides.map.yourRoute')}
          route={ride.status === 'completed' && ride.path.length > 1 ? ride.path : ride.route}
          markers={markers}
        />
      </div>
      {ride.status === 'completed' && (
        <Suspense fallback={<Skeleton className="h-48 w-full rounded-xl" />}>
          <RideCompleted ride={ride} renderPayment={renderPayment} />
        </Suspense>
      )}
    </>
  )
}

function CancelledNotice({ ride }: { ride: Ride }) {
  const { t } = useTranslation()
  const by = ride.cancelled_by ?? 'rider'
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-xl border p-6 text-center"
      data-testid="ride-cancelled"
    >
      <CircleX aria-hidden className="size-10 text-destructive" />
      <p className="font-medium">{t(`rides.trip.cancelledBy.${by}`)}</p>
      {ride.cancel_reason && (
        <p className="text-sm text-muted-foreground">
          {reasons.includes(ride.cancel_reason)
            ? t(`rides.cancelReasons.${ride.cancel_reason as (typeof driverCancelReasons)[number]}`)
            : ride.cancel_reason}
        </p>
      )}
      <Button asChild className="h-11">
        <Link to="/rides">{t('rides.trip.bookAnother')}</Link>
      </Button>
    </div>
  )
}
