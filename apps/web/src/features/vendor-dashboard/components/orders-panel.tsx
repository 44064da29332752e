import { ShoppingBag } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-states'
import { useVendorOrders } from '../api/get-vendor-orders'
import type { OrderStatus, VendorOrder } from '../api/vendor-types'
import { formatDate, shillings } from '../format'

const statusVariants: Record<OrderStatus, 'default' | 'accent' | 'secondary' | 'destructive' | 'outline'> = {
  pending: 'secondary',
  paid: 'accent',
  processing: 'outline',
  completed: 'default',
  cancelled: 'destructive',
}

/** The orders holding the vendor's products: only its own lines and their total. */
export function OrdersPanel() {
  const { t } = useTranslation()
  const orders = useVendorOrders()
  const list = orders.data?.orders
  return (
    <section aria-labelledby="vendor-orders" className="flex flex-col gap-4">
      <h2 id="vendor-orders" className="text-xl font-semibold">
        {t('vendorDashboard.orders.title')}
      </h2>
      {orders.isError && !list ? (
        <Card>
          <ListError
            message={t('vendorDashboard.common.loadFailed')}
            retryLabel={t('vendorDashboard.common.retry')}
            onRetry={() => void orders.refetch()}
          />
        </Card>
      ) : !list ? (
        <Card>
          <ListLoading label={t('vendorDashboard.common.loading')} variant="thumbnail" />
        </Card>
      ) : list.length === 0 ? (
        <Card>
          <ListEmpty
            icon={ShoppingBag}
            title={t('vendorDashboard.orders.emptyTitle')}
            description={t('vendorDashboard.orders.emptyDescription')}
          />
        </Card>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function OrderCard({ order }: { order: VendorOrder }) {
  const { t, i18n } = useTranslation()
  const headingId = `order-${order.id}`
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
      data-testid="vendor-order"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 id={headingId} className="font-semibold">
            {t('vendorDashboard.orders.number', { number: order.number })}
          </h3>
          <p className="text-sm text-muted-foreground">
            {order.customer_name} · {formatDate(order.created_at, i18n.language)}
          </p>
        </div>
        <Badge variant={statusVariants[order.status]}>
          {t(`vendorDashboard.orderStatus.${order.status}`)}
        </Badge>
      </div>
      <ul className="flex flex-col divide-y text-sm">
        {order.items.map((item, index) => (
          <li key={`${item.product_id ?? item.name}-${index}`} className="flex justify-between gap-3 py-2">
            <span className="min-w-0 break-words">
              {t('vendorDashboard.orders.line', { name: item.name, quantity: item.quantity })}
            </span>
            <span className="shrink-0 tabular-nums">{shillings(item.line_total)}</span>
          </li>
        ))}
      </ul>
      <div className="flex justify-between gap-3 border-t pt-2 font-semibold">
        <span>{t('vendorDashboard.orders.yourTotal')}</span>
        <span className="tabular-nums">{shillings(order.vendor_total)}</span>
      </div>
    </article>
  )
}
