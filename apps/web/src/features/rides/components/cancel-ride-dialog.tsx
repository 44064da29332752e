import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/lib/toast'
import { cancelRide } from '../api/cancel-ride'
import { currentRideKey, rideKey } from '../api/query-keys'
import { rideErrorText } from '../ride-errors'

/** "Cancel this ride?": confirmed, the ride is cancelled (the lazy chunk of the Cancel ride button). */
export default function CancelRideDialog({ rideId, onClose }: { rideId: string; onClose: () => void }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [pending, setPending] = useState(false)

  async function cancel() {
    setPending(true)
    try {
      const ride = await cancelRide(rideId)
      queryClient.setQueryData(rideKey(rideId), ride)
      void queryClient.invalidateQueries({ queryKey: currentRideKey })
      onClose()
      toast.success(t('rides.trip.cancelled'))
    } catch (error) {
      setPending(false)
      toast.error(rideErrorText(error, t, t('rides.trip.cancelFailed')))
      // The ride may have moved on (the trip started): show it as it is.
      void queryClient.invalidateQueries({ queryKey: rideKey(rideId) })
    }
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('rides.trip.cancelTitle')}
      description={t('rides.trip.cancelText')}
      confirmLabel={t('rides.trip.cancelConfirm')}
      pendingLabel={t('rides.trip.cancelling')}
      cancelLabel={t('rides.trip.keepRide')}
      pending={pending}
      onConfirm={() => void cancel()}
    />
  )
}
