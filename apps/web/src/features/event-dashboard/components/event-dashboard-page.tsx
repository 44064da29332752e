import { CalendarDays, CheckCheck, DollarSign, Megaphone, Ticket } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Card } from '@/components/ui/card'
import { ListError, ListLoading } from '@/components/ui/list-states'
import { SimpleTabs } from '@/components/ui/simple-tabs'
import { StatCard } from '@/components/ui/stat-card'
import { usePromoterEvents } from '../api/get-promoter-events'
import { useDashboardPlace } from '../dashboard-place'
import { count, money } from '../format'
import { EventsPanel } from './events-panel'

// The other tabs load when opened (the door's panel brings the check-in code, the sales panel the table), so
// the first page of the dashboard stays within its JavaScript budget.
const SalesPanel = lazy(() => import('./sales-panel').then((module) => ({ default: module.SalesPanel })))
const CheckInPanel = lazy(() =>
  import('./check-in-panel').then((module) => ({ default: module.CheckInPanel })),
)

/**
 * /event-dashboard for an approved event promoter (spec 001 section 2, category dashboards): their events
 * (create, edit, publish), the sales and attendees of each, and the door's check-in. Counts move live: the
 * realtime channel's `events.check_in` and `events.sale` refresh these queries.
 */
export function EventDashboardPage({ businessName }: { businessName: string }) {
  const { t } = useTranslation()
  const events = usePromoterEvents()
  const { tab, go } = useDashboardPlace()
  const list = events.data?.events
  const totals = list && {
    events: list.length,
    published: list.filter((event) => event.is_active).length,
    sold: list.reduce((sum, event) => sum + event.tickets_sold, 0),
    revenue: list.reduce((sum, event) => sum + event.revenue_cents, 0),
    checkedIn: list.reduce((sum, event) => sum + event.checked_in, 0),
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('eventDashboard.title')}</h1>
        <p className="break-words text-muted-foreground">
          {t('eventDashboard.subtitle', { name: businessName })}
        </p>
      </div>
      {events.isError && !list ? (
        <Card>
          <ListError
            message={t('eventDashboard.common.loadFailed')}
            retryLabel={t('eventDashboard.common.retry')}
            onRetry={() => void events.refetch()}
          />
        </Card>
      ) : (
        <>
          <section
            aria-label={t('eventDashboard.stats.label')}
            className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-5"
          >
            <StatCard
              label={t('eventDashboard.stats.events')}
              value={totals && count(totals.events)}
              icon={CalendarDays}
            />
            <StatCard
              label={t('eventDashboard.stats.published')}
              value={totals && count(totals.published)}
              icon={Megaphone}
            />
            <StatCard
              label={t('eventDashboard.stats.ticketsSold')}
              value={totals && count(totals.sold)}
              icon={Ticket}
            />
            <StatCard
              label={t('eventDashboard.stats.revenue')}
              value={totals && money(totals.revenue)}
              icon={DollarSign}
            />
            <StatCard
              label={t('eventDashboard.stats.checkedIn')}
              value={totals && count(totals.checkedIn)}
              icon={CheckCheck}
            />
          </section>
          <SimpleTabs
            value={tab}
            onValueChange={(value) => go(value)}
            label={t('eventDashboard.tabs.label')}
            tabs={[
              {
                value: 'events',
                label: t('eventDashboard.tabs.events'),
                content: (
                  <EventsPanel
                    events={list}
                    onOpen={(next, eventId) => {
                      go(next, eventId)
                      // The pressed button goes with its tab: keyboard and screen reader land on the new panel.
                      requestAnimationFrame(() =>
                        document.querySelector<HTMLElement>('[role="tabpanel"]')?.focus(),
                      )
                    }}
                  />
                ),
              },
              {
                value: 'sales',
                label: t('eventDashboard.tabs.sales'),
                content: (
                  <Suspense fallback={<ListLoading label={t('eventDashboard.common.loading')} />}>
                    <SalesPanel events={list} />
                  </Suspense>
                ),
              },
              {
                value: 'check-in',
                label: t('eventDashboard.tabs.checkIn'),
                content: (
                  <Suspense fallback={<ListLoading label={t('eventDashboard.common.loading')} />}>
                    <CheckInPanel events={list} />
                  </Suspense>
                ),
              },
            ]}
          />
        </>
      )}
    </div>
  )
}
