import { formatNumber } from '@soko/shared/money/format-money'
import { BadgeCheck, CheckCircle2, Inbox, Plus, Send, ShieldCheck } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { DashboardGate } from '@/components/dashboard-gate'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { SimpleTabs } from '@/components/ui/simple-tabs'
import { StatCard } from '@/components/ui/stat-card'
import { isNotBroker, useBrokerDashboard } from '../api/get-dashboard'
import type { InsuranceDashboard, InsurancePlan, RequestTab } from '../dashboard-types'
import { BrokerAccessRequired } from './broker-access-required'
import { BrokerTypesForm } from './broker-types-form'
import { PlansPanel } from './plans-panel'
import { QuoteRequestsPanel } from './quote-requests-panel'

// The plan form brings its code when it is opened.
const PlanFormDialog = lazy(() => import('./plan-form-dialog'))

type Tab = RequestTab | 'plans'
const tabs: readonly Tab[] = ['open', 'answered', 'accepted', 'plans']
const tabOf = (value: string | null): Tab => tabs.find((tab) => tab === value) ?? 'open'

/**
 * /insurance-dashboard for an approved broker (issue 17): the figures, the insurance types served, the quote
 * requests routed to them (open to answer with Send quote, answered, accepted; `?tab=`) and their own plans
 * (add, edit, active). Anyone else gets the access notice (the server answers 403 insurance.not_broker).
 */
export function InsuranceDashboardPage() {
  const { t } = useTranslation()
  const dashboard = useBrokerDashboard()
  return (
    <DashboardGate
      query={dashboard}
      isRefused={isNotBroker}
      refused={<BrokerAccessRequired />}
      texts={{
        title: t('insuranceDashboard.title'),
        checking: t('insuranceDashboard.checking'),
        loadFailed: t('insuranceDashboard.loadFailed'),
        retry: t('insuranceDashboard.retry'),
      }}
    >
      {(data) => <Dashboard data={data} />}
    </DashboardGate>
  )
}

/** What the plan dialog edits: a new plan, or one of the broker's. */
type Editing = { plan: InsurancePlan | null } | null

function Dashboard({ data: { broker, counts } }: { data: InsuranceDashboard }) {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const tab = tabOf(params.get('tab'))
  const [editing, setEditing] = useState<Editing>(null)

  function setTab(next: Tab) {
    setParams(
      (current) => {
        const search = new URLSearchParams(current)
        if (next === 'open') search.delete('tab')
        else search.set('tab', next)
        return search
      },
      { replace: true, preventScrollReset: true },
    )
  }

  const addPlan = () => setEditing({ plan: null })
  const requests = (status: RequestTab) => <QuoteRequestsPanel key={status} status={status} />
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {t('insuranceDashboard.title')}
          </h1>
          <p className="flex flex-wrap items-center gap-2 text-muted-foreground">
            <span className="break-words">{broker.business_name}</span>
            {broker.is_verified && (
              <Badge className="gap-1">
                <BadgeCheck aria-hidden className="size-3.5" />
                {t('insuranceDashboard.verified')}
              </Badge>
            )}
          </p>
        </div>
        <Button onClick={addPlan} aria-haspopup="dialog">
          <Plus aria-hidden />
          {t('insuranceDashboard.plans.add')}
        </Button>
      </div>

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="broker-stats">
        <StatCard
          label={t('insuranceDashboard.stats.open')}
          value={formatNumber(counts.open_requests, 3)}
          icon={Inbox}
        />
        <StatCard
          label={t('insuranceDashboard.stats.answered')}
          value={formatNumber(counts.answered, 3)}
          icon={Send}
        />
        <StatCard
          label={t('insuranceDashboard.stats.accepted')}
          value={formatNumber(counts.accepted, 3)}
          icon={CheckCircle2}
        />
        <StatCard
          label={t('insuranceDashboard.stats.plans')}
          value={formatNumber(counts.active_plans, 3)}
          icon={ShieldCheck}
        />
      </div>

      <BrokerTypesForm key={broker.insurance_types.join()} types={broker.insurance_types} />

      <SimpleTabs
        value={tab}
        onValueChange={setTab}
        label={t('insuranceDashboard.title')}
        tabs={[
          {
            value: 'open',
            label:
              counts.open_requests > 0
                ? t('insuranceDashboard.tabs.openCount', { count: counts.open_requests })
                : t('insuranceDashboard.tabs.open'),
            content: requests('open'),
          },
          { value: 'answered', label: t('insuranceDashboard.tabs.answered'), content: requests('answered') },
          { value: 'accepted', label: t('insuranceDashboard.tabs.accepted'), content: requests('accepted') },
          {
            value: 'plans',
            label: t('insuranceDashboard.tabs.plans'),
            content: <PlansPanel onAdd={addPlan} onEdit={(plan) => setEditing({ plan })} />,
          },
        ]}
      />

      {editing && (
        <Suspense fallback={null}>
          <PlanFormDialog
            key={editing.plan?.id ?? 'new'}
            plan={editing.plan}
            defaultType={broker.insurance_types[0]}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </div>
  )
}
