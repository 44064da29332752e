import type { Booking } from '@soko/shared/providers/provider.schema'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { StarRating } from '@/components/ui/star-rating'
import { Textarea } from '@/components/ui/textarea'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useReviewBooking } from '../api/review-booking'
import { StarInput } from '@/components/ui/star-input'

/** After completion: "Rate this provider" (1-5 stars and a comment), once; then the review as given. */
export function BookingReview({ booking }: { booking: Booking }) {
  const { t } = useTranslation()
  if (booking.review) {
    return (
      <div className="flex flex-col gap-1 rounded-lg bg-muted/60 p-3" data-testid="booking-review">
        <p className="text-sm font-medium">{t('myBookings.review.yours')}</p>
        <StarRating
          rating={booking.review.rating}
          label={t('myBookings.review.ratedOutOf', { rating: booking.review.rating })}
        />
        {booking.review.comment && <p className="text-sm">{booking.review.comment}</p>}
      </div>
    )
  }
  return <ReviewForm booking={booking} />
}

function ReviewForm({ booking }: { booking: Booking }) {
  const { t } = useTranslation()
  const id = useId()
  const review = useReviewBooking(booking.id)
  const [rating, setRating] = useState(0)
  const [comment, setComment] = useState('')
  const [error, setError] = useState<string | null>(null)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (rating < 1) {
      setError(t('myBookings.review.chooseRating'))
      return
    }
    setError(null)
    try {
      await review.mutateAsync({ rating, comment: comment.trim() || null })
      toast.success(t('myBookings.review.thanks'))
    } catch (failure) {
      toast.error(t('myBookings.review.failed'), {
        description: errorMessage(failure, t('myBookings.review.failedText')),
      })
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-lg border p-3"
    >
      <h3 id={`${id}-title`} className="font-semibold">
        {t('myBookings.review.title')}
      </h3>
      <StarInput
        value={rating}
        onChange={setRating}
        errorId={error ? `${id}-error` : undefined}
        legend={t('myBookings.review.ratingLegend')}
        starsLabel={(count) => t('myBookings.review.stars', { count })}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-comment`}>{t('myBookings.review.comment')}</Label>
        <Textarea
          id={`${id}-comment`}
          value={comment}
          maxLength={1000}
          rows={3}
          onChange={(event) => setComment(event.target.value)}
        />
      </div>
      <Button type="submit" className="self-start" disabled={review.isPending}>
        {review.isPending ? t('myBookings.review.submitting') : t('myBookings.review.submit')}
      </Button>
    </form>
  )
}
