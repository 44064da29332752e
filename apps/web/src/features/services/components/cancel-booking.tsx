import { useTranslation } from 'react-i18next'
import { InlineConfirm } from '@/components/ui/inline-confirm'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useCancelBooking } from '../api/cancel-booking'

/** Cancel Booking while pending or confirmed, confirmed in place; Keep Booking leaves it as it is. */
export function CancelBooking({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation()
  const cancel = useCancelBooking(bookingId)

  async function onConfirm() {
    try {
      await cancel.mutateAsync()
      toast.success(t('myBookings.cancel.done'))
      return true
    } catch (error) {
      toast.error(t('myBookings.cancel.failed'), {
        description: errorMessage(error, t('myBookings.cancel.failedText')),
      })
      return false
    }
  }

  return (
    <InlineConfirm
      label={t('myBookings.cancel.button')}
      question={t('myBookings.cancel.confirm')}
      confirmLabel={t('myBookings.cancel.confirmYes')}
      pendingLabel={t('myBookings.cancel.cancelling')}
      keepLabel={t('myBookings.cancel.keep')}
      pending={cancel.isPending}
      onConfirm={onConfirm}
      className="sm:self-start"
    />
  )
}
