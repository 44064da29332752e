import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/lib/toast'
import { cancelRide } from '../api/cancel-ride'
import { currentRideKey, rideKey } from '../api/query-keys'
import { rideErrorText } from '../ride-errors'

/** Cancel ride, before the trip starts, after a confirmation. */
export function CancelRideButton({ rideId }: { rideId: string }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const [pending, setPending] = useState(false)

  async function cancel() {
    setPending(true)
    try {
      const ride = await cancelRide(rideId)
      queryClient.setQueryData(rideKey(rideId), ride)
      void queryClient.invalidateQueries({ queryKey: currentRideKey })
      setOpen(false)
      toast.success(t('rides.trip.cancelled'))
    } catch (error) {
      toast.error(rideErrorText(error, t, t('rides.trip.cancelFailed')))
      // The ride may have moved on (the trip started): show it as it is.
      void queryClient.invalidateQueries({ queryKey: rideKey(rideId) })
    } finally {
      setPending(false)
    }
  }

  return (
    <>
      <Button variant="outline" className="h-11 text-destructive" onClick={() => setOpen(true)}>
        {t('rides.trip.cancel')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('rides.trip.cancelTitle')}
        description={t('rides.trip.cancelText')}
        confirmLabel={t('rides.trip.cancelConfirm')}
        pendingLabel={t('rides.trip.cancelling')}
        cancelLabel={t('rides.trip.keepRide')}
        pending={pending}
        onConfirm={() => void cancel()}
      />
    </>
  )
}
