import { SearchX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import type { Ride } from '../ride-types'
import { useBookRide } from '../use-book-ride'

/** Nobody accepted in time: the spec's message and Try again with the same places and vehicle. */
export function UnmatchedPanel({ ride }: { ride: Ride }) {
  const { t } = useTranslation()
  const { book, pending, error } = useBookRide()
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-xl border p-6 text-center"
      data-testid="ride-unmatched"
    >
      <SearchX aria-hidden className="size-10 text-muted-foreground" />
      <p role="status" className="font-medium">
        {t('rides.trip.unmatched')}
      </p>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button
        className="h-11"
        disabled={pending}
        onClick={() =>
          void book({
            pickup: ride.pickup,
            destination: ride.destination,
            vehicle_type: ride.vehicle_type,
            ...(ride.note ? { note: ride.note } : {}),
          })
        }
      >
        {pending ? t('rides.confirm.booking') : t('rides.trip.tryAgain')}
      </Button>
    </div>
  )
}
