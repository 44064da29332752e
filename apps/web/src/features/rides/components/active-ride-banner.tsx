import { activeRideStatuses } from '@soko/shared/rides/rides.constants'
import { ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useCurrentRide } from '../api/get-current-ride'
import type { Ride } from '../ride-types'

const active: readonly string[] = activeRideStatuses

/** A ride already going (or one to pay or rate): a link back to it, instead of booking a second one. */
export function ActiveRideBanner({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation()
  const query = useCurrentRide(signedIn)
  const ride: Ride | null | undefined = query.data
  if (!ride) return null
  const going = active.includes(ride.status)
  return (
    <Link
      to={`/rides/trips/${ride.id}`}
      className="flex items-center gap-3 rounded-xl border border-primary/40 bg-primary/5 p-4 font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      data-testid="active-ride-banner"
    >
      <span className="flex-1">
        {going ? t('rides.banner.active') : t('rides.banner.finish')}
        <span className="block text-sm font-normal text-muted-foreground">
          {ride.pickup.name} → {ride.destination.name}
        </span>
      </span>
      <span className="flex items-center gap-1 text-primary">
        {t('rides.banner.view')}
        <ChevronRight aria-hidden className="size-4" />
      </span>
    </Link>
  )
}
