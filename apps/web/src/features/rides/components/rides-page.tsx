import { MAP_CENTER, MAP_ZOOM } from '@soko/shared/rides/rides.constants'
import { lazy, Suspense, useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import type { MapMarker } from '@/components/map/route-map'
import { Button } from '@/components/ui/button'
import { authRedirectState } from '@/lib/auth-redirect'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { useAvailableDrivers } from '../api/get-available-drivers'
import type { AvailableDriver, PlaceInput, VehicleType } from '../ride-types'
import { vehicleName } from '../ride-format'
import { useRideQuote } from '../use-ride-quote'
import { ActiveRideBanner } from './active-ride-banner'
import type { RideToConfirm } from './confirm-ride-dialog'
import { DriversGrid } from './drivers-grid'
import { JourneyPlanner } from './journey-planner'
import { RidesMap } from './rides-map'

const bookHintId = 'book-ride-hint'

// The dialog (and Radix's focus trap and scroll lock) downloads when Book Ride is first pressed.
const ConfirmRideDialog = lazy(() => import('./confirm-ride-dialog'))

/** /rides: Plan Your Journey, the fare, the map, Available Drivers, Confirm Your Ride (001 "Rides"). */
export function RidesPage() {
  const { t } = useTranslation()
  const { isSignedIn } = useSession()
  const navigate = useNavigate()
  const location = useLocation()
  const [pickup, setPickup] = useState<PlaceInput | null>(null)
  const [destination, setDestination] = useState<PlaceInput | null>(null)
  const [vehicleType, setVehicleType] = useState<VehicleType>('taxi')
  const [confirming, setConfirming] = useState<RideToConfirm | null>(null)
  const quote = useRideQuote(pickup, destination)
  const drivers = useAvailableDrivers(vehicleType, pickup)

  const ready = pickup && destination && quote.status === 'ready' ? quote.quote : null
  // Why Book Ride is disabled (001 section 5), in the spec's words.
  const hint =
    !pickup || !destination ? t('rides.book.invalidLocations') : ready ? null : t('rides.book.fareMissing')

  const book = useCallback(
    (driver: AvailableDriver | null) => {
      if (!pickup || !destination) {
        toast.error(t('rides.book.invalidLocations'))
        return
      }
      if (!ready) {
        toast.error(t('rides.book.fareMissing'))
        return
      }
      if (!isSignedIn) {
        void navigate('/auth', { state: authRedirectState(location, t('rides.book.signIn')) })
        return
      }
      setConfirming({ pickup, destination, vehicleType, quote: ready, driver })
    },
    [destination, isSignedIn, location, navigate, pickup, ready, t, vehicleType],
  )

  const markers = useMemo(() => {
    const list: MapMarker[] = []
    if (pickup)
      list.push({
        id: 'pickup',
        kind: 'pickup',
        ...pickup,
        label: t('rides.map.pickup', { name: pickup.name }),
      })
    if (destination) {
      list.push({
        id: 'destination',
        kind: 'destination',
        ...destination,
        label: t('rides.map.destination', { name: destination.name }),
      })
    }
    for (const driver of drivers.data ?? []) {
      list.push({
        id: `driver-${driver.id}`,
        kind: driver.vehicle_type,
        lat: driver.lat,
        lng: driver.lng,
        label: t('rides.map.driver', {
          name: driver.full_name,
          vehicle: [vehicleName(driver), driver.license_plate].filter(Boolean).join(', '),
        }),
      })
    }
    return list
  }, [destination, drivers.data, pickup, t])

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:py-8">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('rides.title')}</h1>
        <p className="text-muted-foreground">{t('rides.subtitle')}</p>
      </div>
      <ActiveRideBanner signedIn={isSignedIn} />
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <JourneyPlanner
            pickup={pickup}
            destination={destination}
            vehicleType={vehicleType}
            quote={quote}
            onPickup={setPickup}
            onDestination={setDestination}
            onVehicleType={setVehicleType}
          >
            <div className="flex flex-col gap-2">
              <Button
                className="h-12 text-base"
                disabled={!ready}
                aria-describedby={hint ? bookHintId : undefined}
                onClick={() => book(null)}
              >
                {t('rides.book.button')}
              </Button>
              {hint && (
                <p id={bookHintId} className="text-sm text-muted-foreground" data-testid="book-hint">
                  {hint}
                </p>
              )}
            </div>
          </JourneyPlanner>
        </div>
        <RidesMap
          className="lg:col-span-3"
          title={pickup && destination ? t('rides.map.yourRoute') : t('rides.map.explore')}
          route={quote.status === 'ready' ? quote.quote.path : undefined}
          markers={markers}
          center={MAP_CENTER}
          zoom={MAP_ZOOM}
        />
      </div>
      <DriversGrid
        drivers={drivers.data}
        isPending={drivers.isPending}
        isError={drivers.isError}
        onRetry={() => void drivers.refetch()}
        vehicleType={vehicleType}
        canBook={Boolean(ready)}
        hintId={bookHintId}
        onBook={book}
      />
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmRideDialog ride={confirming} onClose={() => setConfirming(null)} />
        </Suspense>
      )}
    </div>
  )
}
