import { Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatRating } from '../insurance-display'
import type { InsurancePlan } from '../insurance-types'

/** The average of the plan's reviews to one decimal with their count, or "No reviews yet" (never a fixed 4.5). */
export function PlanRating({ plan }: { plan: Pick<InsurancePlan, 'rating' | 'review_count'> }) {
  const { t } = useTranslation()
  if (plan.rating === null || plan.review_count === 0)
    return (
      <span className="text-sm text-muted-foreground" data-testid="plan-rating">
        {t('insurance.plans.noReviews')}
      </span>
    )
  const rating = formatRating(plan.rating)
  return (
    <span
      className="inline-flex items-center gap-1 text-sm"
      data-testid="plan-rating"
      aria-label={t('insurance.plans.ratingLabel', { rating, count: plan.review_count })}
      role="img"
    >
      <Star aria-hidden className="size-4 fill-accent text-accent" />
      <span className="font-semibold">{rating}</span>
      <span className="text-muted-foreground">({plan.review_count})</span>
    </span>
  )
}
