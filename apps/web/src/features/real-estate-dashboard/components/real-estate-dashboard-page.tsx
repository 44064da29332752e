import { formatNumber } from '@soko/shared/money/format-money'
import { BadgeCheck, Building2, CalendarClock, Eye, House, Plus } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DashboardGate } from '@/components/dashboard-gate'
import { useSearchParams } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { SimpleTabs } from '@/components/ui/simple-tabs'
import { Skeleton } from '@/components/ui/skeleton'
import { StatCard } from '@/components/ui/stat-card'
import { isNotAgent, useAgentDashboard } from '../api/get-dashboard'
import type { RealEstateDashboard } from '../dashboard-types'
import { AgentAccessRequired } from './agent-access-required'
import { ListingsPanel } from './listings-panel'

// The form and the viewing requests bring their code when they are opened.
const ListingFormDialog = lazy(() => import('./listing-form-dialog'))
const ViewingsPanel = lazy(() =>
  import('./viewings-panel').then((module) => ({ default: module.ViewingsPanel })),
)

type Tab = 'listings' | 'viewings'
const tabOf = (value: string | null): Tab => (value === 'viewings' ? 'viewings' : 'listings')

/**
 * /real-estate-dashboard for a verified agent (issue 16): the figures, the listings (add, edit, pictures,
 * publish, let, sold, back to draft) and the viewing requests (confirm, decline). Anyone else gets the access
 * notice (the server answers 403 real_estate.not_agent).
 */
export function RealEstateDashboardPage() {
  const { t } = useTranslation()
  const dashboard = useAgentDashboard()
  return (
    <DashboardGate
      query={dashboard}
      isRefused={isNotAgent}
      refused={<AgentAccessRequired />}
      texts={{
        title: t('realEstateDashboard.title'),
        checking: t('realEstateDashboard.checking'),
        loadFailed: t('realEstateDashboard.loadFailed'),
        retry: t('realEstateDashboard.retry'),
      }}
    >
      {(data) => <Dashboard data={data} />}
    </DashboardGate>
  )
}

/** What the form dialog edits: a new listing, or one of the agent's by id. */
type Editing = { id: string | null } | null

function Dashboard({ data: { agent, stats } }: { data: RealEstateDashboard }) {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const tab = tabOf(params.get('tab'))
  const [editing, setEditing] = useState<Editing>(null)

  function setTab(next: Tab) {
    setParams(
      (current) => {
        const search = new URLSearchParams(current)
        if (next === 'listings') search.delete('tab')
        else search.set('tab', next)
        return search
      },
      { replace: true, preventScrollReset: true },
    )
  }

  const name = agent.agency_name || agent.full_name
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {t('realEstateDashboard.title')}
          </h1>
          <p className="flex flex-wrap items-center gap-2 text-muted-foreground">
            {name && <span className="break-words">{name}</span>}
            {agent.is_verified && (
              <Badge className="gap-1">
                <BadgeCheck aria-hidden className="size-3.5" />
                {t('realEstateDashboard.verified')}
              </Badge>
            )}
          </p>
        </div>
        <Button onClick={() => setEditing({ id: null })} aria-haspopup="dialog">
          <Plus aria-hidden />
          {t('realEstateDashboard.listings.add')}
        </Button>
      </div>

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="agent-stats">
        <StatCard
          label={t('realEstateDashboard.stats.listings')}
          value={formatNumber(stats.listings, 3)}
          icon={Building2}
        />
        <StatCard
          label={t('realEstateDashboard.stats.available')}
          value={formatNumber(stats.available, 3)}
          icon={House}
        />
        <StatCard
          label={t('realEstateDashboard.stats.views')}
          value={formatNumber(stats.views, 3)}
          icon={Eye}
        />
        <StatCard
          label={t('realEstateDashboard.stats.pending')}
          value={formatNumber(stats.pending_viewings, 3)}
          icon={CalendarClock}
        />
      </div>

      <SimpleTabs
        value={tab}
        onValueChange={setTab}
        label={t('realEstateDashboard.title')}
        tabs={[
          {
            value: 'listings',
            label: t('realEstateDashboard.tabs.listings'),
            content: (
              <ListingsPanel onAdd={() => setEditing({ id: null })} onEdit={(id) => setEditing({ id })} />
            ),
          },
          {
            value: 'viewings',
            label:
              stats.pending_viewings > 0
                ? t('realEstateDashboard.tabs.viewingsPending', { count: stats.pending_viewings })
                : t('realEstateDashboard.tabs.viewings'),
            content: (
              <Suspense fallback={<Skeleton className="h-64 w-full rounded-xl" />}>
                <ViewingsPanel />
              </Suspense>
            ),
          },
        ]}
      />

      {editing && (
        <Suspense fallback={null}>
          <ListingFormDialog
            listingId={editing.id}
            onCreated={(id) => setEditing({ id })}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </div>
  )
}
