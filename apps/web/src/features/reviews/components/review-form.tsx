import type { Review } from '@soko/shared/reviews/review.schema'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { StarInput } from '@/components/ui/star-input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { ApiError, errorMessage } from '@/lib/api-client'
import { useSaveReview } from '../api/save-review'

export const reviewCommentMax = 1000

/** Writes or edits the reader's review: 1-5 stars and an optional comment. */
export function ReviewForm({
  productId,
  existing,
  onSaved,
  onCancel,
}: {
  productId: string
  existing: Review | null
  onSaved: () => void
  onCancel?: () => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [rating, setRating] = useState(existing?.rating ?? 0)
  const [comment, setComment] = useState(existing?.comment ?? '')
  const [error, setError] = useState<string | null>(null)
  const save = useSaveReview(productId)

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (rating < 1 || rating > 5) {
      setError(t('product.reviews.ratingRequired'))
      return
    }
    setError(null)
    save.mutate(
      { rating, comment: comment.trim() || null },
      {
        onSuccess: () => {
          toast.success(existing ? t('product.reviews.updated') : t('product.reviews.saved'))
          onSaved()
        },
        onError: (failure) => {
          const message =
            (failure instanceof ApiError && (failure.fields?.rating ?? failure.fields?.comment)) ||
            errorMessage(failure, t('product.reviews.networkError'))
          setError(message)
          toast.error(t('product.reviews.saveFailed', { message }))
        },
      },
    )
  }

  const errorId = `${id}-error`
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:p-6">
      <h3 className="text-lg font-semibold">
        {existing ? t('product.reviews.editTitle') : t('product.reviews.writeTitle')}
      </h3>
      <StarInput
        value={rating}
        onChange={setRating}
        errorId={error ? errorId : undefined}
        legend={t('product.reviews.ratingLegend')}
        starsLabel={(count) => t('product.reviews.stars', { count })}
      />
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-comment`}>{t('product.reviews.commentLabel')}</Label>
        <Textarea
          id={`${id}-comment`}
          value={comment}
          maxLength={reviewCommentMax}
          placeholder={t('product.reviews.commentPlaceholder')}
          onChange={(event) => setComment(event.target.value)}
        />
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending
            ? t('product.reviews.saving')
            : existing
              ? t('product.reviews.update')
              : t('product.reviews.submit')}
        </Button>
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            {t('product.reviews.cancel')}
          </Button>
        )}
      </div>
    </form>
  )
}
