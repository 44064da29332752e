import { RIDE_NOTE_MAX } from '@soko/shared/rides/rides.constants'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { formatFare, formatKm } from '../ride-format'
import type { AvailableDriver, PlaceInput, Quote, VehicleType } from '../ride-types'
import { useBookRide } from '../use-book-ride'

export interface RideToConfirm {
  pickup: PlaceInput
  destination: PlaceInput
  vehicleType: VehicleType
  quote: Quote
  /** The card Book Ride was pressed on; null from the general button. */
  driver: AvailableDriver | null
}

/** "Confirm Your Ride": the trip's facts, a note for the driver, Confirm books it and opens the trip. */
export function ConfirmRideDialog({ ride, onClose }: { ride: RideToConfirm | null; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Dialog open={ride !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('rides.close')}>
        <DialogHeader>
          <DialogTitle>{t('rides.confirm.title')}</DialogTitle>
          <DialogDescription>{t('rides.confirm.description')}</DialogDescription>
        </DialogHeader>
        {ride && <ConfirmRideBody ride={ride} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  )
}

function ConfirmRideBody({ ride, onClose }: { ride: RideToConfirm; onClose: () => void }) {
  const { t } = useTranslation()
  const noteId = useId()
  const [note, setNote] = useState('')
  const { book, pending, error } = useBookRide()
  const { quote, vehicleType } = ride
  const facts: [string, string][] = [
    [t('rides.confirm.pickup'), ride.pickup.name],
    [t('rides.confirm.destination'), ride.destination.name],
    [t('rides.confirm.vehicle'), t(`rides.vehicles.${vehicleType}`)],
    ...(ride.driver ? [[t('rides.confirm.driver'), ride.driver.full_name] as [string, string]] : []),
    [t('rides.confirm.distance'), t('rides.fare.km', { km: formatKm(quote.distance_km) })],
    [t('rides.confirm.duration'), t('rides.fare.minutes', { count: quote.duration_min[vehicleType] })],
  ]

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        void book({
          pickup: ride.pickup,
          destination: ride.destination,
          vehicle_type: vehicleType,
          ...(ride.driver ? { driver_id: ride.driver.id } : {}),
          ...(note.trim() ? { note: note.trim() } : {}),
        })
      }}
    >
      <dl className="flex flex-col gap-2 text-sm" data-testid="confirm-facts">
        {facts.map(([term, detail]) => (
          <div key={term} className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="text-right font-medium break-words">{detail}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t pt-2 text-base">
          <dt className="font-semibold">{t('rides.confirm.fare')}</dt>
          <dd className="font-bold text-primary" data-testid="confirm-fare">
            {formatFare(quote.fares[vehicleType])}
          </dd>
        </div>
      </dl>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={noteId}>{t('rides.confirm.note')}</Label>
        <Textarea
          id={noteId}
          value={note}
          maxLength={RIDE_NOTE_MAX}
          rows={2}
          placeholder={t('rides.confirm.notePlaceholder')}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive" data-testid="confirm-error">
          {error}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" className="h-11" onClick={onClose}>
          {t('rides.cancel')}
        </Button>
        <Button type="submit" className="h-11" disabled={pending}>
          {pending ? t('rides.confirm.booking') : t('rides.confirm.submit')}
        </Button>
      </DialogFooter>
    </form>
  )
}

/** The lazy chunk of the rides page. */
export default ConfirmRideDialog
