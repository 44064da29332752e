import {
  BOOKING_ACCEPTED_NOTE,
  BOOKING_DECLINED_NOTE,
  providerBookingTransitions,
  type BookingStatus,
} from '@soko/shared/providers/provider.constants'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import type { Booking, UpdateBookingStatusInput } from '../api/provider-types'
import { useUpdateBookingStatus } from '../api/update-booking-status'

// The dialogs bring Radix's dialog code and the form library: they load with the first press, not the page.
const CompleteBookingDialog = lazy(() =>
  import('./complete-booking-dialog').then((module) => ({ default: module.CompleteBookingDialog })),
)
const ConfirmDialog = lazy(() =>
  import('@/components/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
)

/** The button each move carries (spec 001 sections 2 and 4: Accept and Decline on pending ones). */
const actionKeys = {
  confirmed: 'providerPortal.actions.accept',
  rejected: 'providerPortal.actions.decline',
  in_progress: 'providerPortal.actions.start',
  completed: 'providerPortal.actions.complete',
  cancelled: 'providerPortal.actions.cancel',
} as const satisfies Partial<Record<BookingStatus, string>>

type Move = keyof typeof actionKeys

/** The notes spec 001 section 4 gives for Accept and Decline. */
const notes: Partial<Record<Move, string>> = {
  confirmed: BOOKING_ACCEPTED_NOTE,
  rejected: BOOKING_DECLINED_NOTE,
}

/**
 * What the provider may do with a booking now (providerBookingTransitions). `respond` keeps only Accept and
 * Decline on a pending one (the category dashboards); `all` offers every move (the portal). Complete asks the
 * amount charged; Cancel asks first.
 */
export function BookingActions({ booking, mode = 'all' }: { booking: Booking; mode?: 'all' | 'respond' }) {
  const { t } = useTranslation()
  const update = useUpdateBookingStatus()
  const [completing, setCompleting] = useState(false)
  const [cancelling, setCancelling] = useState(false)
  const moves = providerBookingTransitions[booking.status].filter(
    (status): status is Move => status in actionKeys && (mode === 'all' || booking.status === 'pending'),
  )
  if (moves.length === 0) return null

  async function move(status: Move, extra: Partial<UpdateBookingStatusInput> = {}) {
    const note = notes[status]
    try {
      await update.mutateAsync({
        id: booking.id,
        input: { status, ...(note ? { notes: note } : {}), ...extra },
      })
      toast.success(t('providerPortal.toast.updated'), {
        description: t('providerPortal.toast.updatedDescription'),
      })
      setCompleting(false)
      setCancelling(false)
    } catch (error) {
      toast.error(t('providerPortal.toast.updateFailed'), {
        description: errorMessage(error, t('providerPortal.toast.updateFailedFallback')),
      })
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      {moves.map((status) => (
        <Button
          key={status}
          size="sm"
          className="min-h-11 sm:min-h-9"
          variant={
            status === 'confirmed' || status === 'in_progress' || status === 'completed'
              ? 'default'
              : status === 'rejected'
                ? 'destructive'
                : 'outline'
          }
          disabled={update.isPending}
          onClick={() =>
            status === 'completed'
              ? setCompleting(true)
              : status === 'cancelled'
                ? setCancelling(true)
                : void move(status)
          }
        >
          {t(actionKeys[status])}
        </Button>
      ))}
      <Suspense fallback={null}>
        {completing && (
          <CompleteBookingDialog
            booking={booking}
            pending={update.isPending}
            onCancel={() => setCompleting(false)}
            onComplete={(amount) => void move('completed', { total_amount: amount })}
          />
        )}
        {cancelling && (
          <ConfirmDialog
            open
            onOpenChange={setCancelling}
            title={t('providerPortal.cancelBooking.title')}
            description={t('providerPortal.cancelBooking.description')}
            confirmLabel={t('providerPortal.cancelBooking.confirm')}
            pendingLabel={t('providerPortal.common.saving')}
            cancelLabel={t('providerPortal.cancelBooking.keep')}
            pending={update.isPending}
            onConfirm={() => void move('cancelled')}
          />
        )}
      </Suspense>
    </div>
  )
}
