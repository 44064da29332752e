import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useCancelBooking } from '../api/cancel-booking'

/**
 * Cancel Booking while pending or confirmed, with an inline confirmation (no dialog code to load): the
 * question takes the focus, Keep Booking returns it to the button.
 */
export function CancelBooking({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation()
  const id = useId()
  const [confirming, setConfirming] = useState(false)
  const cancel = useCancelBooking(bookingId)
  const question = useRef<HTMLParagraphElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const wasConfirming = useRef(false)

  useEffect(() => {
    if (confirming) question.current?.focus()
    else if (wasConfirming.current) button.current?.focus()
    wasConfirming.current = confirming
  }, [confirming])

  async function onConfirm() {
    try {
      await cancel.mutateAsync()
      toast.success(t('myBookings.cancel.done'))
    } catch (error) {
      toast.error(t('myBookings.cancel.failed'), {
        description: errorMessage(error, t('myBookings.cancel.failedText')),
      })
      setConfirming(false)
    }
  }

  if (!confirming) {
    return (
      <Button
        ref={button}
        variant="outline"
        onClick={() => setConfirming(true)}
        className="w-full sm:w-auto sm:self-start"
      >
        {t('myBookings.cancel.button')}
      </Button>
    )
  }
  return (
    <div
      role="group"
      aria-labelledby={`${id}-question`}
      className="flex w-full flex-col gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-3"
    >
      <p id={`${id}-question`} ref={question} tabIndex={-1} className="text-sm font-medium outline-none">
        {t('myBookings.cancel.confirm')}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="destructive" disabled={cancel.isPending} onClick={() => void onConfirm()}>
          {cancel.isPending ? t('myBookings.cancel.cancelling') : t('myBookings.cancel.confirmYes')}
        </Button>
        <Button variant="outline" disabled={cancel.isPending} onClick={() => setConfirming(false)}>
          {t('myBookings.cancel.keep')}
        </Button>
      </div>
    </div>
  )
}
