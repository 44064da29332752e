import type { Appointment } from '@soko/shared/medical/medical.schema'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '@/components/ui/form-dialog'
import { Label } from '@/components/ui/label'
import { StarInput } from '@/components/ui/star-input'
import { Textarea } from '@/components/ui/textarea'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useReviewAppointment } from '../api/appointments'

/** Rate an attended visit once: 1 to 5 stars and an optional comment (it counts in the provider's rating). */
export default function RateAppointmentDialog({
  appointment,
  onClose,
}: {
  appointment: Appointment
  onClose: () => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [rating, setRating] = useState(0)
  const [comment, setComment] = useState('')
  const [error, setError] = useState<string>()
  const review = useReviewAppointment()

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (rating < 1) {
      setError(t('medical.appointments.ratingRequired'))
      return
    }
    setError(undefined)
    try {
      await review.mutateAsync({ id: appointment.id, rating, comment: comment.trim() || null })
    } catch (failure) {
      setError(errorMessage(failure, t('medical.appointments.rateFailed')))
      return
    }
    toast.success(t('medical.appointments.rated'))
    onClose()
  }

  return (
    <FormDialog
      title={t('medical.appointments.rateTitle')}
      description={t('medical.appointments.rateDescription', { name: appointment.provider.full_name })}
      closeLabel={t('medical.booking.close')}
      cancelLabel={t('medical.booking.cancel')}
      submitLabel={t('medical.appointments.submitRating')}
      pendingLabel={t('medical.appointments.submittingRating')}
      submitting={review.isPending}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
    >
      <StarInput
        value={rating}
        onChange={(value) => {
          setRating(value)
          setError(undefined)
        }}
        errorId={error ? `${id}-error` : undefined}
        legend={t('medical.appointments.stars')}
        starsLabel={(count) => t('medical.appointments.starsLabel', { count })}
      />
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-comment`}>{t('medical.appointments.comment')}</Label>
        <Textarea
          id={`${id}-comment`}
          rows={3}
          maxLength={1000}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </FormDialog>
  )
}
