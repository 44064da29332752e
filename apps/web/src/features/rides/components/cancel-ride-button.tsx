import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'

// The confirmation (Radix's alert dialog) downloads when it is first asked for.
const CancelRideDialog = lazy(() => import('./cancel-ride-dialog'))

/** Cancel ride, before the trip starts, after a confirmation. */
export function CancelRideButton({ rideId }: { rideId: string }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="outline" className="h-11 text-destructive" onClick={() => setOpen(true)}>
        {t('rides.trip.cancel')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CancelRideDialog rideId={rideId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
