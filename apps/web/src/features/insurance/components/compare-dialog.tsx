import { comparedFeatures } from '@soko/shared/insurance/insurance.constants'
import { Check, X } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { formatKsh } from '../insurance-display'
import type { InsurancePlan } from '../insurance-types'
import { PlanRating } from './plan-rating'

export interface CompareDialogProps {
  plans: readonly [InsurancePlan, InsurancePlan]
  onClose: () => void
  onQuote: (plan: InsurancePlan) => void
}

/**
 * The comparison dialog (spec 001 sections 4 and 9): two plans side by side, their premium, coverage, rating
 * and the six compared features, each covered or not in words as well as a mark. A fixed three-column table
 * that fits a 360 px screen. Loads when a second plan is chosen.
 */
export default function CompareDialog({ plans, onClose, onQuote }: CompareDialogProps) {
  const { t } = useTranslation()
  const [first, second] = plans
  const row = (label: string, render: (plan: InsurancePlan) => ReactNode, testId?: string) => (
    <tr className="border-t align-top" data-testid={testId}>
      <th scope="row" className="py-2 pr-2 text-left font-medium break-words">
        {label}
      </th>
      {plans.map((plan) => (
        <td key={plan.id} className="px-1 py-2 break-words">
          {render(plan)}
        </td>
      ))}
    </tr>
  )
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('insurance.compare.close')} className="max-w-2xl p-4 sm:p-6">
        <DialogHeader>
          <DialogTitle>{t('insurance.compare.title')}</DialogTitle>
          <DialogDescription>
            {t('insurance.compare.description', { first: first.name, second: second.name })}
          </DialogDescription>
        </DialogHeader>
        <table className="w-full table-fixed text-sm" data-testid="compare-table">
          <caption className="sr-only">{t('insurance.compare.title')}</caption>
          <colgroup>
            <col className="w-[34%]" />
            <col className="w-[33%]" />
            <col className="w-[33%]" />
          </colgroup>
          <thead>
            <tr>
              <th scope="col" className="pb-2 text-left font-medium text-muted-foreground">
                {t('insurance.compare.feature')}
              </th>
              {plans.map((plan) => (
                <th key={plan.id} scope="col" className="px-1 pb-2 text-left font-semibold break-words">
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {row(
              t('insurance.compare.premium'),
              (plan) => (
                <span className="font-semibold text-primary tabular-nums">
                  {t('insurance.plans.perMonth', { amount: formatKsh(plan.monthly_premium_cents) })}
                </span>
              ),
              'compare-premium',
            )}
            {row(
              t('insurance.compare.coverage'),
              (plan) => (
                <span className="tabular-nums">{formatKsh(plan.coverage_amount_cents)}</span>
              ),
              'compare-coverage',
            )}
            {row(
              t('insurance.compare.rating'),
              (plan) => (
                <PlanRating plan={plan} />
              ),
              'compare-rating',
            )}
            {comparedFeatures.map((feature) => (
              <tr key={feature} className="border-t" data-testid={`compare-${feature}`}>
                <th scope="row" className="py-2 pr-2 text-left font-medium break-words">
                  {t(`insurance.features.${feature}`)}
                </th>
                {plans.map((plan) => (
                  <td key={plan.id} className="px-1 py-2">
                    {plan.covers[feature] ? (
                      <span className="inline-flex items-center gap-1 text-primary" data-covered="true">
                        <Check aria-hidden className="size-5 shrink-0" />
                        <span className="sr-only">{t('insurance.compare.covered')}</span>
                      </span>
                    ) : (
                      <span
                        className="inline-flex items-center gap-1 text-muted-foreground"
                        data-covered="false"
                      >
                        <X aria-hidden className="size-5 shrink-0" />
                        <span className="sr-only">{t('insurance.compare.notCovered')}</span>
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
            <tr className="border-t">
              <td />
              {plans.map((plan) => (
                <td key={plan.id} className="px-1 pt-3">
                  <Button className="w-full px-2" onClick={() => onQuote(plan)}>
                    <span className="sr-only">{plan.name}: </span>
                    {t('insurance.compare.getQuote')}
                  </Button>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </DialogContent>
    </Dialog>
  )
}
