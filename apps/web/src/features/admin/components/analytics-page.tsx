import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { ListError, ListLoading } from '@/components/ui/list-states'
import { NativeSelect } from '@/components/ui/native-select'
import { PageHeader } from '@/components/ui/page-header'
import type { AdminAnalytics } from '../api/admin-types'
import { analyticsRanges, useAdminAnalytics } from '../api/get-admin-analytics'
import { count, money } from '../format'
import { RevenueChart } from './revenue-chart'

function readDays(value: string | null) {
  const days = Number(value)
  return (analyticsRanges as readonly number[]).includes(days) ? days : 30
}

/** /admin/analytics: revenue by day, orders by status, top products and vendors over a chosen period. */
export function AnalyticsPage() {
  const { t } = useTranslation()
  const id = useId()
  const [params, setParams] = useSearchParams()
  const days = readDays(params.get('days'))
  const analytics = useAdminAnalytics(days)

  return (
    <>
      <PageHeader
        title={t('admin.analytics.title')}
        subtitle={t('admin.analytics.subtitle')}
        action={
          <div className="flex flex-col gap-2 sm:w-48">
            <Label htmlFor={id}>{t('admin.analytics.range')}</Label>
            <NativeSelect
              id={id}
              value={days}
              onChange={(event) => setParams({ days: event.target.value }, { replace: true })}
            >
              {analyticsRanges.map((range) => (
                <option key={range} value={range}>
                  {t('admin.analytics.days', { count: range })}
                </option>
              ))}
            </NativeSelect>
          </div>
        }
      />
      {analytics.data ? (
        <AnalyticsBody data={analytics.data} />
      ) : analytics.isError ? (
        <Card>
          <ListError
            message={t('admin.common.loadFailed')}
            retryLabel={t('admin.common.retry')}
            onRetry={() => void analytics.refetch()}
          />
        </Card>
      ) : (
        <Card>
          <ListLoading label={t('admin.common.loading')} rows={5} />
        </Card>
      )}
    </>
  )
}

function AnalyticsBody({ data }: { data: AdminAnalytics }) {
  const { t } = useTranslation()
  const revenueCents = data.revenue_by_day.reduce((sum, day) => sum + day.revenue_cents, 0)
  const orders = data.revenue_by_day.reduce((sum, day) => sum + day.orders, 0)
  const maxStatus = Math.max(1, ...data.orders_by_status.map((entry) => entry.count))
  return (
    <>
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <Figure label={t('admin.analytics.totalRevenue')} value={money(revenueCents)} />
        <Figure label={t('admin.analytics.totalOrders')} value={count(orders)} />
      </div>
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">{t('admin.analytics.revenueByDay')}</h2>
        </CardHeader>
        <CardContent>
          <RevenueChart days={data.revenue_by_day} />
        </CardContent>
      </Card>
      {/* One column of minmax(0, 1fr) on a phone: a long product or vendor name is truncated, not the page widened. */}
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold">{t('admin.analytics.ordersByStatus')}</h2>
          </CardHeader>
          <CardContent>
            {data.orders_by_status.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('admin.analytics.noData')}</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {data.orders_by_status.map((entry) => (
                  <li key={entry.status} className="flex flex-col gap-1">
                    <span className="flex justify-between text-sm">
                      <span>{t(`admin.orders.status.${entry.status}`, { defaultValue: entry.status })}</span>
                      <span className="font-semibold tabular-nums">{count(entry.count)}</span>
                    </span>
                    <span aria-hidden className="h-2 rounded-full bg-muted">
                      <span
                        className="block h-2 rounded-full bg-primary"
                        style={{ width: `${(entry.count / maxStatus) * 100}%` }}
                      />
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <RankCard
          title={t('admin.analytics.topProducts')}
          rows={data.top_products.map((product) => ({
            id: product.id,
            name: product.name,
            detail: t('admin.analytics.units', { count: product.units }),
            value: money(product.revenue_cents),
          }))}
        />
        <RankCard
          title={t('admin.analytics.topVendors')}
          rows={data.top_vendors.map((vendor) => ({
            id: vendor.id,
            name: vendor.business_name,
            detail: t('admin.analytics.orders', { count: vendor.orders }),
            value: money(vendor.revenue_cents),
          }))}
        />
      </div>
    </>
  )
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border bg-card p-4 shadow-sm">
      <span className="text-sm text-muted-foreground">{label}</span>
      <span className="text-2xl font-bold tabular-nums">{value}</span>
    </div>
  )
}

function RankCard({
  title,
  rows,
}: {
  title: string
  rows: { id: string; name: string; detail: string; value: string }[]
}) {
  const { t } = useTranslation()
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">{title}</h2>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('admin.analytics.noData')}</p>
        ) : (
          <ol className="flex flex-col divide-y">
            {rows.map((row, index) => (
              <li key={row.id} className="flex items-center gap-3 py-2">
                <span className="w-5 text-sm font-semibold text-muted-foreground">{index + 1}</span>
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate font-medium">{row.name}</span>
                  <span className="text-xs text-muted-foreground">{row.detail}</span>
                </span>
                <span className="text-sm font-semibold tabular-nums">{row.value}</span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  )
}
