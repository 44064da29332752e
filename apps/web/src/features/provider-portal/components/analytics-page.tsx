import { bookingStatuses } from '@soko/shared/providers/provider.constants'
import { useTranslation } from 'react-i18next'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { ListLoading } from '@/components/ui/list-states'
import { PageHeader } from '@/components/ui/page-header'
import { StatCard } from '@/components/ui/stat-card'
import { CalendarCheck, CheckCircle2, DollarSign } from 'lucide-react'
import { useProviderAnalytics, ANALYTICS_WEEKS } from '../api/get-provider-analytics'
import type { ProviderAnalytics } from '../api/provider-types'
import { count, formatDate, formatShortDate, shillings } from '../format'
import { QueryError } from './query-error'
import { WeeklyChart } from './weekly-chart'
import { BookingStatusBadge } from './booking-status-badge'

/** /services-app/analytics: the last weeks' bookings and revenue (GET /api/provider/analytics), and statuses. */
export function AnalyticsPage() {
  const { t } = useTranslation()
  const analytics = useProviderAnalytics()
  return (
    <>
      <PageHeader
        title={t('providerPortal.analytics.title')}
        subtitle={t('providerPortal.analytics.subtitle', { weeks: ANALYTICS_WEEKS })}
      />
      {analytics.data ? (
        <AnalyticsView data={analytics.data} />
      ) : analytics.isError ? (
        <Card>
          <QueryError error={analytics.error} onRetry={() => void analytics.refetch()} />
        </Card>
      ) : (
        <Card>
          <ListLoading label={t('providerPortal.common.loading')} />
        </Card>
      )}
    </>
  )
}

function AnalyticsView({ data }: { data: ProviderAnalytics }) {
  const { t, i18n } = useTranslation()
  const weeks = data.weeks
  const totalBookings = weeks.reduce((sum, week) => sum + week.bookings, 0)
  const totalCompleted = weeks.reduce((sum, week) => sum + week.completed, 0)
  const totalRevenue = weeks.reduce((sum, week) => sum + week.revenue, 0)
  const first = weeks[0]
  const last = weeks[weeks.length - 1]
  const range =
    first && last
      ? { from: formatDate(first.week_start, i18n.language), to: formatDate(last.week_start, i18n.language) }
      : { from: '', to: '' }
  const statusCounts = new Map(data.by_status.map((entry) => [entry.status, entry.count]))
  const statusTotal = data.by_status.reduce((sum, entry) => sum + entry.count, 0)

  return (
    <>
      <section
        aria-label={t('providerPortal.analytics.totals')}
        className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3"
      >
        <StatCard
          label={t('providerPortal.analytics.bookings')}
          value={count(totalBookings)}
          icon={CalendarCheck}
        />
        <StatCard
          label={t('providerPortal.analytics.completed')}
          value={count(totalCompleted)}
          icon={CheckCircle2}
        />
        <StatCard
          label={t('providerPortal.analytics.revenue')}
          value={shillings(totalRevenue)}
          icon={DollarSign}
        />
      </section>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold leading-tight">
              {t('providerPortal.analytics.bookingsByWeek')}
            </h2>
          </CardHeader>
          <CardContent>
            <WeeklyChart
              summary={t('providerPortal.analytics.bookingsSummary', { ...range, count: totalBookings })}
              points={weeks.map((week) => ({
                label: formatShortDate(week.week_start, i18n.language),
                value: week.bookings,
                title: t('providerPortal.analytics.weekBookings', {
                  week: formatDate(week.week_start, i18n.language),
                  count: week.bookings,
                }),
              }))}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold leading-tight">
              {t('providerPortal.analytics.revenueByWeek')}
            </h2>
          </CardHeader>
          <CardContent>
            <WeeklyChart
              summary={t('providerPortal.analytics.revenueSummary', {
                ...range,
                amount: shillings(totalRevenue),
              })}
              points={weeks.map((week) => ({
                label: formatShortDate(week.week_start, i18n.language),
                value: week.revenue,
                title: t('providerPortal.analytics.weekRevenue', {
                  week: formatDate(week.week_start, i18n.language),
                  amount: shillings(week.revenue),
                }),
              }))}
            />
          </CardContent>
        </Card>
      </div>
      <div className="grid grid-cols-1 gap-6 2xl:grid-cols-2">
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold leading-tight">{t('providerPortal.analytics.byStatus')}</h2>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col gap-3" data-testid="bookings-by-status">
              {bookingStatuses.map((status) => {
                const value = statusCounts.get(status) ?? 0
                return (
                  <li key={status} className="flex flex-col gap-1">
                    <div className="flex items-center justify-between gap-2 text-sm">
                      <BookingStatusBadge status={status} />
                      <span className="font-medium tabular-nums">{count(value)}</span>
                    </div>
                    <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
                      <div
                        className="h-full rounded-full bg-primary"
                        style={{ width: `${statusTotal === 0 ? 0 : (value / statusTotal) * 100}%` }}
                      />
                    </div>
                  </li>
                )
              })}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <h2 id="weekly-table" className="text-lg font-semibold leading-tight">
              {t('providerPortal.analytics.weeklyTable')}
            </h2>
          </CardHeader>
          <CardContent>
            <div
              role="region"
              aria-labelledby="weekly-table"
              tabIndex={0}
              className="overflow-x-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <table className="w-full text-sm">
                <thead>
                  <tr className="border-b text-left text-xs text-muted-foreground uppercase">
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      {t('providerPortal.analytics.week')}
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-semibold">
                      {t('providerPortal.analytics.bookings')}
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-semibold">
                      {t('providerPortal.analytics.completed')}
                    </th>
                    <th scope="col" className="py-2 text-right font-semibold">
                      {t('providerPortal.analytics.revenue')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {weeks.map((week) => (
                    <tr key={week.week_start} className="border-b last:border-0">
                      <th scope="row" className="py-2 pr-3 text-left font-normal whitespace-nowrap">
                        {formatDate(week.week_start, i18n.language)}
                      </th>
                      <td className="py-2 pr-3 text-right tabular-nums">{count(week.bookings)}</td>
                      <td className="py-2 pr-3 text-right tabular-nums">{count(week.completed)}</td>
                      <td className="py-2 text-right whitespace-nowrap tabular-nums">
                        {shillings(week.revenue)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </CardContent>
        </Card>
      </div>
    </>
  )
}
