import { PLAN_CARD_FEATURES } from '@soko/shared/insurance/insurance.constants'
import { Check, Scale } from 'lucide-react'
import { memo, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'
import { formatKsh } from '../insurance-display'
import type { InsurancePlan } from '../insurance-types'
import { PlanRating } from './plan-rating'
import { insuranceTypeIcons } from './type-icons'

export interface PlanCardProps {
  plan: InsurancePlan
  comparing: boolean
  onQuote: (plan: InsurancePlan) => void
  onDetails: (plan: InsurancePlan) => void
  onCompare: (plan: InsurancePlan) => void
}

/**
 * A plan in the Available Plans grid: name, type, monthly premium, coverage, the first 4 features (spec 001
 * section 9), its rating from reviews, the broker, Get Quote, Details and the compare toggle.
 */
export const PlanCard = memo(function PlanCard({
  plan,
  comparing,
  onQuote,
  onDetails,
  onCompare,
}: PlanCardProps) {
  const { t } = useTranslation()
  const titleId = useId()
  const Icon = insuranceTypeIcons[plan.plan_type]
  const features = plan.features.slice(0, PLAN_CARD_FEATURES)
  const more = plan.features.length - features.length
  return (
    <article
      aria-labelledby={titleId}
      data-testid="plan-card"
      data-plan-id={plan.id}
      className={cn(
        'flex h-full flex-col gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5',
        comparing && 'border-primary ring-2 ring-primary/40',
      )}
    >
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon aria-hidden className="size-6" />
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={titleId} className="text-lg leading-tight font-semibold break-words">
            {plan.name}
          </h3>
          <Badge variant="secondary" className="self-start">
            {t(`insurance.types.${plan.plan_type}`)}
          </Badge>
        </div>
      </div>

      <div className="flex flex-col gap-1">
        <p className="text-2xl font-bold text-primary tabular-nums" data-testid="plan-premium">
          {t('insurance.plans.perMonth', { amount: formatKsh(plan.monthly_premium_cents) })}
        </p>
        <p className="text-sm text-muted-foreground" data-testid="plan-coverage">
          {t('insurance.plans.coverage', { amount: formatKsh(plan.coverage_amount_cents) })}
        </p>
      </div>

      {features.length > 0 && (
        <ul className="flex flex-col gap-1.5 text-sm" data-testid="plan-features">
          {features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
              <span className="min-w-0 break-words">{feature}</span>
            </li>
          ))}
          {more > 0 && (
            <li className="pl-6 text-muted-foreground">
              {t('insurance.plans.moreFeatures', { count: more })}
            </li>
          )}
        </ul>
      )}

      <div className="mt-auto flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <PlanRating plan={plan} />
          {plan.broker && (
            <span className="min-w-0 text-sm break-words text-muted-foreground" data-testid="plan-broker">
              {t('insurance.plans.byBroker', { name: plan.broker.name })}
            </span>
          )}
        </div>
        <div className="grid grid-cols-2 gap-2">
          <Button
            onClick={() => onQuote(plan)}
            aria-haspopup="dialog"
            aria-describedby={titleId}
            className="col-span-2"
          >
            {t('insurance.plans.getQuote')}
          </Button>
          <Button
            variant="outline"
            onClick={() => onDetails(plan)}
            aria-haspopup="dialog"
            aria-describedby={titleId}
          >
            {t('insurance.plans.details')}
          </Button>
          <Button
            variant={comparing ? 'secondary' : 'outline'}
            aria-pressed={comparing}
            aria-describedby={titleId}
            onClick={() => onCompare(plan)}
            data-testid="plan-compare"
          >
            <Scale aria-hidden />
            {t('insurance.plans.compare')}
          </Button>
        </div>
      </div>
    </article>
  )
})

export function PlanCardSkeleton() {
  return (
    <div className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm">
      <div className="flex gap-3">
        <Skeleton className="size-11 rounded-lg" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </div>
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-4 w-2/3" />
      <div className="flex flex-col gap-2">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-4/6" />
      </div>
      <Skeleton className="h-11 w-full" />
    </div>
  )
}
