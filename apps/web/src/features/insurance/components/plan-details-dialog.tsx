import { comparedFeatures } from '@soko/shared/insurance/insurance.constants'
import { Check, X } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { ErrorState } from '@/components/ui/error-state'
import { Label } from '@/components/ui/label'
import { Spinner } from '@/components/ui/spinner'
import { StarInput } from '@/components/ui/star-input'
import { StarRating } from '@/components/ui/star-rating'
import { Textarea } from '@/components/ui/textarea'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { isNotFound, usePlan } from '../api/get-plan'
import { useReviewPlan } from '../api/review-plan'
import { formatDay, formatKsh } from '../insurance-display'
import type { InsurancePlan, PlanDetail } from '../insurance-types'
import { PlanRating } from './plan-rating'

export interface PlanDetailsDialogProps {
  planId: string
  onClose: () => void
  onQuote: (plan: InsurancePlan) => void
}

/**
 * A plan's details: its description, every feature, the six covers, its reviews (newest first) and, for a
 * customer who accepted a quote for it, the 1 to 5 star review form. Opened by Details or `?plan=` in the URL.
 */
export default function PlanDetailsDialog({ planId, onClose, onQuote }: PlanDetailsDialogProps) {
  const { t } = useTranslation()
  const plan = usePlan(planId)
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('insurance.details.close')} className="max-w-2xl p-4 sm:p-6">
        {plan.data ? (
          <PlanDetails plan={plan.data} viewer={plan.viewer} onQuote={onQuote} />
        ) : plan.isError ? (
          <>
            <DialogHeader>
              <DialogTitle>{t('insurance.title')}</DialogTitle>
              <DialogDescription>
                {isNotFound(plan.error) ? t('insurance.details.notFound') : t('insurance.details.loadFailed')}
              </DialogDescription>
            </DialogHeader>
            {!isNotFound(plan.error) && (
              <ErrorState
                message={t('insurance.details.loadFailed')}
                retryLabel={t('insurance.details.retry')}
                onRetry={() => void plan.refetch()}
              />
            )}
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{t('insurance.title')}</DialogTitle>
              <DialogDescription className="flex items-center gap-2">
                <Spinner />
                {t('insurance.details.loading')}
              </DialogDescription>
            </DialogHeader>
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}

function PlanDetails({
  plan,
  viewer,
  onQuote,
}: {
  plan: PlanDetail
  viewer: string
  onQuote: (plan: InsurancePlan) => void
}) {
  const { t, i18n } = useTranslation()
  return (
    <div className="flex min-w-0 flex-col gap-5" data-testid="plan-details">
      <DialogHeader>
        <DialogTitle>{plan.name}</DialogTitle>
        <DialogDescription>
          {t(`insurance.types.${plan.plan_type}`)}
          {plan.broker && ` · ${t('insurance.plans.byBroker', { name: plan.broker.name })}`}
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <p className="text-2xl font-bold text-primary tabular-nums">
            {t('insurance.plans.perMonth', { amount: formatKsh(plan.monthly_premium_cents) })}
          </p>
          <p className="text-sm text-muted-foreground">
            {t('insurance.plans.coverage', { amount: formatKsh(plan.coverage_amount_cents) })}
          </p>
          <PlanRating plan={plan} />
        </div>
        <Button onClick={() => onQuote(plan)}>{t('insurance.plans.getQuote')}</Button>
      </div>

      {plan.description && (
        <section className="flex flex-col gap-1">
          <h3 className="font-semibold">{t('insurance.details.description')}</h3>
          <p className="text-sm break-words whitespace-pre-line text-muted-foreground">{plan.description}</p>
        </section>
      )}

      {plan.features.length > 0 && (
        <section className="flex flex-col gap-2">
          <h3 className="font-semibold">{t('insurance.details.features')}</h3>
          <ul className="flex flex-col gap-1.5 text-sm">
            {plan.features.map((feature) => (
              <li key={feature} className="flex items-start gap-2">
                <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                <span className="min-w-0 break-words">{feature}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="flex flex-col gap-2">
        <h3 className="font-semibold">{t('insurance.details.covers')}</h3>
        <ul className="grid grid-cols-1 gap-1.5 text-sm min-[400px]:grid-cols-2">
          {comparedFeatures.map((feature) => (
            <li key={feature} className="flex items-center gap-2">
              {plan.covers[feature] ? (
                <Check aria-hidden className="size-4 shrink-0 text-primary" />
              ) : (
                <X aria-hidden className="size-4 shrink-0 text-muted-foreground" />
              )}
              <span>
                {t(`insurance.features.${feature}`)}
                <span className="sr-only">
                  {': '}
                  {plan.covers[feature] ? t('insurance.compare.covered') : t('insurance.compare.notCovered')}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section className="flex flex-col gap-3" aria-labelledby={`${plan.id}-reviews`}>
        <h3 id={`${plan.id}-reviews`} className="font-semibold">
          {t('insurance.details.reviews')}
        </h3>
        {plan.can_review && <ReviewForm planId={plan.id} viewer={viewer} />}
        {plan.reviews.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('insurance.details.noReviews')}</p>
        ) : (
          <ul className="flex flex-col gap-3" data-testid="plan-reviews">
            {plan.reviews.map((review) => (
              <li key={review.id} className="flex flex-col gap-1 rounded-lg border p-3">
                <StarRating
                  rating={review.rating}
                  label={t('insurance.details.stars', { count: review.rating })}
                />
                {review.comment && <p className="text-sm break-words">{review.comment}</p>}
                <p className="text-xs text-muted-foreground">
                  {t('insurance.details.reviewedBy', {
                    author: review.author,
                    date: formatDay(review.created_at, i18n.language),
                  })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

function ReviewForm({ planId, viewer }: { planId: string; viewer: string }) {
  const { t } = useTranslation()
  const id = useId()
  const review = useReviewPlan(planId, viewer)
  const [rating, setRating] = useState(0)
  const [comment, setComment] = useState('')
  const [error, setError] = useState<string>()

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (rating < 1) {
      setError(t('insurance.details.ratingRequired'))
      return
    }
    setError(undefined)
    const text = comment.trim()
    try {
      await review.mutateAsync({ rating, ...(text ? { comment: text } : {}) })
    } catch (failure) {
      setError(errorMessage(failure, t('insurance.details.reviewFailed')))
      return
    }
    toast.success(t('insurance.details.reviewed'))
    setRating(0)
    setComment('')
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-3 rounded-lg border bg-muted/40 p-3"
      aria-label={t('insurance.details.reviewTitle')}
      data-testid="plan-review-form"
    >
      <p className="font-medium">{t('insurance.details.reviewTitle')}</p>
      <StarInput
        value={rating}
        onChange={(value) => {
          setRating(value)
          setError(undefined)
        }}
        errorId={error ? `${id}-error` : undefined}
        legend={t('insurance.details.yourRating')}
        starsLabel={(count) => t('insurance.details.stars', { count })}
      />
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-comment`}>{t('insurance.details.comment')}</Label>
        <Textarea
          id={`${id}-comment`}
          rows={3}
          maxLength={1000}
          placeholder={t('insurance.details.commentPlaceholder')}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" className="self-start" disabled={review.isPending}>
        {review.isPending ? t('insurance.details.submittingReview') : t('insurance.details.submitReview')}
      </Button>
    </form>
  )
}
