import { formatKenyanPhoneNational } from '@soko/shared/phone/phone-format'
import { MapPin, Phone } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Skeleton } from '@/components/ui/skeleton'
import { RouteMap, type MapMarker } from '@/components/map/route-map'
import type { Ride } from '../api/driver-dashboard-types'
import { useMapConfig } from '@/components/map/map-config'
import type { DriverPosition } from '../driver-position'
import { fare } from '../format'
import { TripActions } from './trip-actions'

/** The trip being driven: the rider and how to call them, where to, the fare, the map and the next step. */
export function CurrentTrip({ ride, position }: { ride: Ride; position: DriverPosition | null }) {
  const { t } = useTranslation()
  const headingId = `${useId()}-heading`
  const phone = ride.rider.phone
  const status = ride.status
  return (
    <section
      aria-labelledby={headingId}
      data-testid="current-trip"
      data-status={status}
      className="flex min-w-0 flex-col gap-4 rounded-xl border border-primary bg-card p-4 text-card-foreground shadow-sm"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold">
          {t('driverDashboard.trip.title')}
        </h2>
        {(status === 'accepted' || status === 'arriving' || status === 'in_progress') && (
          <Badge data-testid="trip-status">{t(`driverDashboard.trip.status.${status}`)}</Badge>
        )}
      </header>
      <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
        <div className="flex min-w-0 flex-col">
          <dt className="text-muted-foreground">{t('driverDashboard.trip.rider')}</dt>
          <dd className="font-medium break-words">{ride.rider.name}</dd>
          <dd>
            {phone ? (
              <a
                href={`tel:${phone.replace(/\s+/g, '')}`}
                className="inline-flex min-h-11 items-center gap-2 font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={t('driverDashboard.trip.call', { phone: formatKenyanPhoneNational(phone) })}
              >
                <Phone aria-hidden className="size-4" />
                {formatKenyanPhoneNational(phone)}
              </a>
            ) : (
              <span className="text-muted-foreground">{t('driverDashboard.trip.noPhone')}</span>
            )}
          </dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-muted-foreground">{t('driverDashboard.trip.fare')}</dt>
          <dd className="text-lg font-bold tabular-nums" data-testid="trip-fare">
            {fare(ride.final_fare ?? ride.quoted_fare)}
          </dd>
        </div>
        <div className="flex min-w-0 flex-col">
          <dt className="text-muted-foreground">{t('driverDashboard.trip.pickup')}</dt>
          <dd className="flex items-start gap-1 font-medium break-words">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
            <span className="min-w-0">{ride.pickup.name}</span>
          </dd>
        </div>
        <div className="flex min-w-0 flex-col">
          <dt className="text-muted-foreground">{t('driverDashboard.trip.destination')}</dt>
          <dd className="flex items-start gap-1 font-medium break-words">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
            <span className="min-w-0">{ride.destination.name}</span>
          </dd>
        </div>
        {ride.note && (
          <div className="flex min-w-0 flex-col sm:col-span-2">
            <dt className="text-muted-foreground">{t('driverDashboard.trip.note')}</dt>
            <dd className="rounded-md bg-muted px-3 py-2 break-words">{ride.note}</dd>
          </div>
        )}
      </dl>
      <TripMap ride={ride} position={position} />
      <TripActions ride={ride} position={position} />
    </section>
  )
}

function TripMap({ ride, position }: { ride: Ride; position: DriverPosition | null }) {
  const { t } = useTranslation()
  const config = useMapConfig()
  if (config.isPending) return <Skeleton className="h-64 w-full" />
  const here = position ?? ride.driver?.position ?? null
  const markers: MapMarker[] = [
    {
      id: 'pickup',
      kind: 'pickup',
      lat: ride.pickup.lat,
      lng: ride.pickup.lng,
      label: t('driverDashboard.trip.markerPickup', { name: ride.pickup.name }),
    },
    {
      id: 'destination',
      kind: 'destination',
      lat: ride.destination.lat,
      lng: ride.destination.lng,
      label: t('driverDashboard.trip.markerDestination', { name: ride.destination.name }),
    },
  ]
  if (here)
    markers.push({
      id: 'me',
      kind: ride.vehicle_type,
      lat: here.lat,
      lng: here.lng,
      label: t('driverDashboard.trip.you'),
    })
  return (
    <RouteMap
      title={t('driverDashboard.trip.mapTitle')}
      // Without the config (it failed) the map says it is unavailable and still draws the route.
      tileUrl={config.data?.tile_url ?? null}
      attribution={config.data?.tile_attribution ?? ''}
      route={ride.route}
      markers={markers}
      className="min-h-64"
    />
  )
}
