import {
  Activity,
  BarChart3,
  Briefcase,
  Building2,
  CalendarDays,
  Car,
  DollarSign,
  Package,
  Percent,
  ShoppingCart,
  Store,
  Ticket,
  TrendingUp,
  Users,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { ListError, ListLoading } from '@/components/ui/list-states'
import { PageHeader } from '@/components/ui/page-header'
import { StatCard } from '@/components/ui/stat-card'
import { StatLinkCard } from '@/components/ui/stat-link-card'
import { useAdminAnalytics } from '../api/get-admin-analytics'
import { useAdminStats } from '../api/get-admin-stats'
import { count, money, signedPercent } from '../format'
import { ActivityList } from './activity-list'
import { RevenueChart } from './revenue-chart'

/** /admin, /admin/dashboard: live figures (refreshed every 30 s), metrics, recent activity, 30 days of revenue. */
export function DashboardPage() {
  const { t } = useTranslation()
  const stats = useAdminStats()
  const analytics = useAdminAnalytics(30)
  const data = stats.data
  const na = t('admin.dashboard.notAvailable')
  // A change carries its sign (+4.2%); a rate does not (18.3%).
  const pct = (value: number | null | undefined, signed = true) =>
    value === undefined
      ? undefined
      : value === null
        ? na
        : `${signed ? signedPercent(value) : Number(value.toFixed(1))}%`
  // This week against the week before; null (nothing to compare with) shows nothing.
  const growth = (value: number | null | undefined) =>
    typeof value === 'number'
      ? { text: t('admin.dashboard.growth', { value: signedPercent(value) }), negative: value < 0 }
      : undefined

  return (
    <>
      <PageHeader title={t('admin.dashboard.title')} subtitle={t('admin.dashboard.subtitle')} />
      {stats.isError && !data ? (
        <Card>
          <ListError
            message={t('admin.common.loadFailed')}
            retryLabel={t('admin.common.retry')}
            onRetry={() => void stats.refetch()}
          />
        </Card>
      ) : (
        <>
          <section
            aria-label={t('admin.dashboard.title')}
            className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4"
          >
            <StatLinkCard
              label={t('admin.dashboard.cards.totalUsers')}
              value={data && count(data.total_users)}
              to="/admin/users"
              icon={Users}
              growth={growth(data?.growth.users_pct)}
            />
            <StatLinkCard
              label={t('admin.dashboard.cards.totalOrders')}
              value={data && count(data.total_orders)}
              to="/admin/orders"
              icon={ShoppingCart}
              growth={growth(data?.growth.orders_pct)}
              note={data ? t('admin.dashboard.pendingOrders', { count: data.pending_orders }) : undefined}
            />
            <StatLinkCard
              label={t('admin.dashboard.cards.products')}
              value={data && count(data.products)}
              to="/admin/products"
              icon={Package}
            />
            <StatLinkCard
              label={t('admin.dashboard.cards.activeVendors')}
              value={data && count(data.active_vendors)}
              to="/admin/vendors"
              icon={Store}
            />
            <StatLinkCard
              label={t('admin.dashboard.cards.drivers')}
              value={data && count(data.drivers)}
              to="/admin/drivers"
              icon={Car}
            />
            <StatLinkCard
              label={t('admin.dashboard.cards.properties')}
              value={data && count(data.properties)}
              to="/admin/properties"
              icon={Building2}
            />
            <StatLinkCard
              label={t('admin.dashboard.cards.jobPostings')}
              value={data && count(data.job_postings)}
              to="/admin/jobs"
              icon={Briefcase}
            />
            <StatLinkCard
              label={t('admin.dashboard.cards.totalRevenue')}
              value={data && money(data.total_revenue_cents)}
              to="/admin/analytics"
              icon={DollarSign}
              growth={growth(data?.growth.revenue_pct)}
            />
            <StatLinkCard
              label={t('admin.dashboard.cards.events')}
              value={data && count(data.events)}
              to="/admin/events"
              icon={CalendarDays}
              note={t('admin.dashboard.upcomingEvents')}
            />
            <StatLinkCard
              label={t('admin.dashboard.cards.ticketsSold')}
              value={data && count(data.tickets_sold)}
              to="/admin/events"
              icon={Ticket}
            />
          </section>

          <section aria-labelledby="admin-metrics" className="flex flex-col gap-3">
            <h2 id="admin-metrics" className="text-xl font-semibold">
              {t('admin.dashboard.additionalMetrics')}
            </h2>
            <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
              <StatCard
                group={false}
                label={t('admin.dashboard.metrics.growthRate')}
                value={pct(data?.metrics.growth_rate_pct)}
                icon={TrendingUp}
                note={t('admin.dashboard.metrics.growthRateNote')}
              />
              <StatCard
                group={false}
                label={t('admin.dashboard.metrics.activeSessions')}
                value={data && count(data.metrics.active_sessions)}
                icon={Activity}
                note={t('admin.dashboard.metrics.activeSessionsNote')}
              />
              <StatCard
                group={false}
                label={t('admin.dashboard.metrics.conversionRate')}
                value={pct(data?.metrics.conversion_rate_pct, false)}
                icon={Percent}
                note={t('admin.dashboard.metrics.conversionRateNote')}
              />
              <StatCard
                group={false}
                label={t('admin.dashboard.metrics.averageOrderValue')}
                value={data && money(data.metrics.average_order_value_cents)}
                icon={BarChart3}
                note={t('admin.dashboard.metrics.averageOrderValueNote')}
              />
            </div>
          </section>
        </>
      )}

      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <Card>
          <CardHeader className="flex-row items-center justify-between gap-2">
            <h2 className="text-lg font-semibold leading-tight">{t('admin.dashboard.revenueChart')}</h2>
            <Link
              to="/admin/analytics"
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {t('admin.dashboard.viewAnalytics')}
            </Link>
          </CardHeader>
          <CardContent>
            {analytics.data ? (
              <RevenueChart days={analytics.data.revenue_by_day} />
            ) : analytics.isError ? (
              <ListError
                message={t('admin.common.loadFailed')}
                retryLabel={t('admin.common.retry')}
                onRetry={() => void analytics.refetch()}
              />
            ) : (
              <ListLoading label={t('admin.common.loading')} rows={3} />
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold leading-tight">{t('admin.dashboard.recentActivity')}</h2>
          </CardHeader>
          <CardContent>
            {data ? (
              data.recent_activity.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t('admin.dashboard.noActivity')}</p>
              ) : (
                <ActivityList entries={data.recent_activity} />
              )
            ) : stats.isError ? null : (
              <ListLoading label={t('admin.common.loading')} rows={4} />
            )}
          </CardContent>
        </Card>
      </div>
    </>
  )
}
