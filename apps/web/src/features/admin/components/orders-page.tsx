import { adminOrderStatuses } from '@soko/shared/admin/admin.constants'
import { orderStatuses } from '@soko/shared/orders/order.constants'
import { ShoppingCart } from 'lucide-react'
import { lazy, Suspense, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-states'
import { NativeSelect } from '@/components/ui/native-select'
import { PageHeader } from '@/components/ui/page-header'
import { StatCard } from '@/components/ui/stat-card'
import { toast } from '@/lib/toast'
import type { AdminOrder, AdminOrderStatus, SettableOrderStatus } from '../api/admin-types'
import { useAdminOrders } from '../api/get-admin-orders'
import { useUpdateOrderStatus } from '../api/update-order-status'
import { count, formatDate, money } from '../format'
import { LoadMoreButton } from './load-more-button'
import { ScrollTable, Td, Th } from './scroll-table'
import { SearchInput, useSearchTerm } from './search-input'
import { CheckCircle2, Clock, DollarSign } from 'lucide-react'

// The details dialog loads on first use (decision 006).
const OrderDetailsDialog = lazy(() =>
  import('./order-details-dialog').then((module) => ({ default: module.OrderDetailsDialog })),
)

/** Spec 001 section 4: an admin may set any of these from any state. */
const settableStatuses: readonly SettableOrderStatus[] = adminOrderStatuses
const filterStatuses: readonly AdminOrderStatus[] = orderStatuses

/** /admin/orders: "Order Management". */
export function OrdersPage() {
  const { t } = useTranslation()
  const filterId = useId()
  const search = useSearchTerm()
  const [params, setParams] = useSearchParams()
  const status = params.get('status') ?? ''
  const orders = useAdminOrders({ search, status })
  const [viewing, setViewing] = useState<AdminOrder | null>(null)
  const summary = orders.data?.pages[0]?.summary
  const list = orders.data?.pages.flatMap((page) => page.orders)

  function setStatusFilter(value: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value) next.set('status', value)
        else next.delete('status')
        return next
      },
      { replace: true },
    )
  }

  return (
    <>
      <PageHeader title={t('admin.orders.title')} subtitle={t('admin.orders.subtitle')} />
      <section
        aria-label={t('admin.orders.title')}
        className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4"
      >
        <StatCard
          group={false}
          label={t('admin.orders.summary.totalOrders')}
          value={summary && count(summary.total_orders)}
          icon={ShoppingCart}
        />
        <StatCard
          group={false}
          label={t('admin.orders.summary.pending')}
          value={summary && count(summary.pending)}
          icon={Clock}
        />
        <StatCard
          group={false}
          label={t('admin.orders.summary.completed')}
          value={summary && count(summary.completed)}
          icon={CheckCircle2}
        />
        <StatCard
          group={false}
          label={t('admin.orders.summary.revenue')}
          value={summary && money(summary.revenue_cents)}
          icon={DollarSign}
        />
      </section>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchInput label={t('admin.common.search')} placeholder={t('admin.orders.search')} />
        <label htmlFor={filterId} className="sr-only">
          {t('admin.orders.filterStatus')}
        </label>
        <NativeSelect
          id={filterId}
          value={status}
          onChange={(event) => setStatusFilter(event.target.value)}
          className="sm:w-48"
        >
          <option value="">{t('admin.orders.allStatuses')}</option>
          {filterStatuses.map((value) => (
            <option key={value} value={value}>
              {t(`admin.orders.status.${value}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Card className="overflow-hidden">
        {list ? (
          list.length === 0 ? (
            <ListEmpty
              data-testid="admin-empty"
              icon={ShoppingCart}
              title={search || status ? t('admin.orders.emptySearch') : t('admin.orders.empty')}
            />
          ) : (
            <ScrollTable label={t('admin.orders.title')}>
              <thead>
                <tr>
                  <Th>{t('admin.orders.columns.orderId')}</Th>
                  <Th>{t('admin.orders.columns.customer')}</Th>
                  <Th>{t('admin.orders.columns.date')}</Th>
                  <Th className="text-right">{t('admin.orders.columns.amount')}</Th>
                  <Th>{t('admin.orders.columns.status')}</Th>
                  <Th className="text-right">{t('admin.orders.columns.actions')}</Th>
                </tr>
              </thead>
              <tbody>
                {list.map((order) => (
                  <OrderRow key={order.id} order={order} onDetails={() => setViewing(order)} />
                ))}
              </tbody>
            </ScrollTable>
          )
        ) : orders.isError ? (
          <ListError
            message={t('admin.common.loadFailed')}
            retryLabel={t('admin.common.retry')}
            onRetry={() => void orders.refetch()}
          />
        ) : (
          <ListLoading label={t('admin.common.loading')} rows={5} />
        )}
      </Card>
      {list && <LoadMoreButton list={orders} />}
      <Suspense fallback={null}>
        {viewing && <OrderDetailsDialog order={viewing} onClose={() => setViewing(null)} />}
      </Suspense>
    </>
  )
}

function OrderRow({ order, onDetails }: { order: AdminOrder; onDetails: () => void }) {
  const { t, i18n } = useTranslation()
  const update = useUpdateOrderStatus()
  // A paid order shows "Paid" until the admin moves it on; paid itself is the payment's word, not the admin's.
  const options: readonly AdminOrderStatus[] =
    order.status === 'paid' ? ['paid', ...settableStatuses] : settableStatuses

  async function change(next: string) {
    if (next === order.status || next === 'paid') return
    try {
      await update.mutateAsync({ id: order.id, status: next as SettableOrderStatus })
      toast.success(t('admin.orders.toast.updated'), {
        description: t('admin.orders.toast.updatedDescription'),
      })
    } catch {
      toast.error(t('admin.orders.toast.error'), { description: t('admin.orders.toast.errorDescription') })
    }
  }

  return (
    <tr data-testid="order-row">
      <Td className="font-mono text-xs whitespace-nowrap">{order.number}</Td>
      <Td>
        <div className="font-medium">{order.customer?.full_name || t('admin.orders.guest')}</div>
        <div className="text-xs text-muted-foreground">{order.customer?.email || order.contact_email}</div>
      </Td>
      <Td className="whitespace-nowrap">{formatDate(order.created_at, i18n.language)}</Td>
      <Td className="text-right whitespace-nowrap tabular-nums">{money(order.total_cents)}</Td>
      <Td>
        <NativeSelect
          aria-label={t('admin.orders.statusOf', { number: order.number })}
          value={update.isPending && update.variables ? update.variables.status : order.status}
          disabled={update.isPending}
          onChange={(event) => void change(event.target.value)}
          className="w-40"
        >
          {options.map((value) => (
            <option key={value} value={value} disabled={value === 'paid'}>
              {t(`admin.orders.status.${value}`)}
            </option>
          ))}
        </NativeSelect>
        {order.refund_due && (
          <div className="mt-1 text-xs font-medium text-destructive">{t('admin.orders.refundDue')}</div>
        )}
      </Td>
      <Td className="text-right">
        <Button
          variant="outline"
          size="sm"
          onClick={onDetails}
          aria-label={t('admin.orders.detailsOf', { number: order.number })}
        >
          {t('admin.orders.details')}
        </Button>
      </Td>
    </tr>
  )
}
