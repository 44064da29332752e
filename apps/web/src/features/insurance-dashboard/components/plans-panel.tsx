import { formatMoney } from '@soko/shared/money/format-money'
import { Pencil, Plus, ShieldCheck } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-states'
import { Switch } from '@/components/ui/switch'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useBrokerPlans, useSavePlan } from '../api/plans'
import type { InsurancePlan } from '../dashboard-types'
import { planInputOf } from '../plan-form-values'

/** The broker's own plans, active or not: the Active switch, Edit, and Add plan. */
export function PlansPanel({ onAdd, onEdit }: { onAdd: () => void; onEdit: (plan: InsurancePlan) => void }) {
  const { t } = useTranslation()
  const plans = useBrokerPlans()
  const items = plans.data?.items
  if (!items) {
    if (plans.isError)
      return (
        <Card>
          <ListError
            message={t('insuranceDashboard.plans.loadFailed')}
            retryLabel={t('insuranceDashboard.retry')}
            onRetry={() => void plans.refetch()}
          />
        </Card>
      )
    return <ListLoading label={t('insuranceDashboard.plans.loading')} variant="card" />
  }
  if (items.length === 0)
    return (
      <Card>
        <ListEmpty
          icon={ShieldCheck}
          title={t('insuranceDashboard.plans.empty')}
          description={t('insuranceDashboard.plans.emptyDescription')}
          action={
            <Button onClick={onAdd} aria-haspopup="dialog">
              <Plus aria-hidden />
              {t('insuranceDashboard.plans.add')}
            </Button>
          }
        />
      </Card>
    )
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2" data-testid="broker-plans">
      {items.map((plan) => (
        <li key={plan.id}>
          <PlanRow plan={plan} onEdit={() => onEdit(plan)} />
        </li>
      ))}
    </ul>
  )
}

function PlanRow({ plan, onEdit }: { plan: InsurancePlan; onEdit: () => void }) {
  const { t } = useTranslation()
  const id = useId()
  const save = useSavePlan()

  async function setActive(active: boolean) {
    try {
      // The whole plan, not only is_active: planUpdateSchema fills description and features with their
      // defaults ('' and []) when they are left out, which would wipe them.
      await save.mutateAsync({
        id: plan.id,
        input: { ...planInputOf(plan), is_active: active },
      })
      toast.success(
        active
          ? t('insuranceDashboard.plans.activated', { name: plan.name })
          : t('insuranceDashboard.plans.deactivated', { name: plan.name }),
      )
    } catch (error) {
      toast.error(errorMessage(error, t('insuranceDashboard.plans.saveFailed')))
    }
  }

  return (
    <Card
      role="group"
      aria-labelledby={`${id}-name`}
      className="flex h-full flex-col gap-3 p-4"
      data-testid="broker-plan"
      data-active={plan.is_active}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={`${id}-name`} className="text-lg leading-tight font-semibold break-words">
            {plan.name}
          </h3>
          <Badge variant="secondary" className="self-start">
            {t(`insuranceDashboard.typeNames.${plan.plan_type}`)}
          </Badge>
        </div>
        <Badge variant={plan.is_active ? 'default' : 'outline'}>
          {plan.is_active ? t('insuranceDashboard.plans.active') : t('insuranceDashboard.plans.inactive')}
        </Badge>
      </div>
      <p className="text-xl font-bold text-primary tabular-nums">
        {t('insuranceDashboard.perMonth', { amount: formatMoney(plan.monthly_premium_cents) })}
      </p>
      <p className="text-sm text-muted-foreground">
        {t('insuranceDashboard.plans.coverage', { amount: formatMoney(plan.coverage_amount_cents) })}
        {' · '}
        {plan.rating === null
          ? t('insuranceDashboard.plans.noReviews')
          : t('insuranceDashboard.plans.rating', {
              rating: plan.rating.toFixed(1),
              count: plan.review_count,
            })}
      </p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
        <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium">
          <Switch
            checked={plan.is_active}
            disabled={save.isPending}
            onCheckedChange={(checked) => void setActive(checked)}
            aria-describedby={`${id}-name`}
          />
          {t('insuranceDashboard.plans.activeToggle')}
        </label>
        <Button variant="outline" aria-haspopup="dialog" aria-describedby={`${id}-name`} onClick={onEdit}>
          <Pencil aria-hidden />
          {t('insuranceDashboard.plans.edit')}
        </Button>
      </div>
    </Card>
  )
}
