import { RATING_COMMENT_MAX } from '@soko/shared/rides/rides.constants'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { StarInput } from '@/components/ui/star-input'
import { StarRating } from '@/components/ui/star-rating'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/lib/toast'
import { rideKey } from '../api/query-keys'
import { rateRide } from '../api/rate-ride'
import { rideErrorText } from '../ride-errors'
import type { Ride } from '../ride-types'

/** Rate the driver, 1 to 5 stars and an optional comment, once; afterwards the rating given. */
export function RideRatingForm({ ride }: { ride: Ride }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const commentId = useId()
  const errorId = useId()
  const [stars, setStars] = useState(0)
  const [comment, setComment] = useState('')
  const [missing, setMissing] = useState(false)
  const [pending, setPending] = useState(false)

  if (ride.rating !== null) {
    return (
      <p className="flex flex-wrap items-center gap-2 font-medium" data-testid="ride-rated">
        {t('rides.rate.done')}
        <StarRating rating={ride.rating} label={t('rides.rate.stars', { count: ride.rating })} />
      </p>
    )
  }

  async function submit() {
    if (stars === 0) {
      setMissing(true)
      return
    }
    setPending(true)
    try {
      const rated = await rateRide(ride.id, { stars, ...(comment.trim() ? { comment: comment.trim() } : {}) })
      queryClient.setQueryData(rideKey(ride.id), rated)
      toast.success(t('rides.rate.thanks'))
    } catch (error) {
      toast.error(rideErrorText(error, t, t('rides.rate.failed')))
    } finally {
      setPending(false)
    }
  }

  return (
    <form
      aria-labelledby="ride-rate-title"
      className="flex flex-col gap-3"
      data-testid="ride-rate"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <h2 id="ride-rate-title" className="text-lg font-semibold">
        {t('rides.rate.title', { name: ride.driver?.full_name ?? '' })}
      </h2>
      <StarInput
        value={stars}
        onChange={(value) => {
          setStars(value)
          setMissing(false)
        }}
        errorId={missing ? errorId : undefined}
        legend={t('rides.rate.legend')}
        starsLabel={(count) => t('rides.rate.stars', { count })}
      />
      {missing && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {t('rides.rate.required')}
        </p>
      )}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={commentId}>{t('rides.rate.comment')}</Label>
        <Textarea
          id={commentId}
          rows={2}
          maxLength={RATING_COMMENT_MAX}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </div>
      <Button type="submit" className="h-11 self-start" disabled={pending}>
        {pending ? t('rides.rate.sending') : t('rides.rate.submit')}
      </Button>
    </form>
  )
}
