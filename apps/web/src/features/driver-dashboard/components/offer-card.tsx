import { Check, Clock, X } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useNow } from '@/lib/use-now'
import type { RideOffer } from '../api/driver-dashboard-types'
import { useAcceptOffer, useDeclineOffer } from '../api/respond-to-offer'
import { fare, firstName, km } from '../format'

/** Seconds until the request stops waiting for a driver (never below 0). */
export const secondsLeft = (expiresAt: string, now: number) =>
  Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000))

/**
 * One ride request: where from and to, how far and how much, how far to the pickup, the rider's first name
 * and note, the time left, Accept and Pass. The first driver to accept wins; the others read the server's
 * "taken" message and the card goes.
 */
export function OfferCard({ offer }: { offer: RideOffer }) {
  const { t } = useTranslation()
  const headingId = `${useId()}-heading`
  const now = useNow(1000)
  const accept = useAcceptOffer()
  const decline = useDeclineOffer()
  const seconds = secondsLeft(offer.expires_at, now)
  const expired = seconds === 0
  const busy = accept.isPending || decline.isPending
  const kmText = (distance: number) => t('driverDashboard.common.km', { distance: km(distance) })

  async function onAccept() {
    try {
      await accept.mutateAsync(offer.ride_id)
      toast.success(t('driverDashboard.offers.accepted'))
    } catch (error) {
      // 409 rides.offer_taken: "This ride has been taken by another driver."
      toast.error(errorMessage(error, t('driverDashboard.offers.failed')))
    }
  }

  async function onPass() {
    try {
      await decline.mutateAsync(offer.ride_id)
      toast.info(t('driverDashboard.offers.passed'))
    } catch (error) {
      toast.error(errorMessage(error, t('driverDashboard.offers.failed')))
    }
  }

  return (
    <article
      aria-labelledby={headingId}
      data-testid="ride-offer"
      className="flex h-full min-w-0 flex-col gap-3 rounded-xl border border-accent bg-card p-4 text-card-foreground shadow-sm ring-2 ring-accent/40"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 font-semibold break-words">
          {t('driverDashboard.offers.cardTitle', {
            pickup: offer.pickup.name,
            destination: offer.destination.name,
          })}
        </h3>
        <p
          role="timer"
          className="inline-flex shrink-0 items-center gap-1 text-sm font-medium tabular-nums data-[expired=true]:text-destructive"
          data-expired={expired}
        >
          <Clock aria-hidden className="size-4" />
          {expired ? t('driverDashboard.offers.expired') : t('driverDashboard.offers.expiresIn', { seconds })}
        </p>
      </header>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div className="col-span-2 flex min-w-0 flex-col">
          <dt className="text-muted-foreground">{t('driverDashboard.offers.pickup')}</dt>
          <dd className="font-medium break-words">{offer.pickup.name}</dd>
        </div>
        <div className="col-span-2 flex min-w-0 flex-col">
          <dt className="text-muted-foreground">{t('driverDashboard.offers.destination')}</dt>
          <dd className="font-medium break-words">{offer.destination.name}</dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-muted-foreground">{t('driverDashboard.offers.fare')}</dt>
          <dd className="text-base font-bold tabular-nums" data-testid="offer-fare">
            {fare(offer.fare)}
          </dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-muted-foreground">{t('driverDashboard.offers.distance')}</dt>
          <dd className="tabular-nums">{kmText(offer.distance_km)}</dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-muted-foreground">{t('driverDashboard.offers.pickupDistance')}</dt>
          <dd className="tabular-nums">
            {offer.pickup_distance_km === null
              ? t('driverDashboard.offers.unknown')
              : kmText(offer.pickup_distance_km)}
          </dd>
        </div>
        <div className="flex min-w-0 flex-col">
          <dt className="text-muted-foreground">{t('driverDashboard.offers.rider')}</dt>
          <dd className="break-words">{firstName(offer.rider_name)}</dd>
        </div>
        {offer.note && (
          <div className="col-span-2 flex min-w-0 flex-col">
            <dt className="text-muted-foreground">{t('driverDashboard.offers.note')}</dt>
            <dd className="rounded-md bg-muted px-3 py-2 break-words">{offer.note}</dd>
          </div>
        )}
      </dl>
      <div className="mt-auto grid grid-cols-2 gap-2">
        <Button
          className="min-h-11"
          disabled={busy || expired}
          onClick={() => void onAccept()}
          aria-describedby={headingId}
        >
          <Check aria-hidden />
          {t('driverDashboard.offers.accept')}
        </Button>
        <Button
          variant="outline"
          className="min-h-11"
          disabled={busy}
          onClick={() => void onPass()}
          aria-describedby={headingId}
        >
          <X aria-hidden />
          {t('driverDashboard.offers.pass')}
        </Button>
      </div>
    </article>
  )
}
