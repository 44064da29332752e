import { formatMoney } from '@soko/shared/money/format-money'
import { ChevronRight, Package } from 'lucide-react'
import { TriangleAlert } from '@/components/ui/shell-icons'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { ProductImage } from '@/components/ui/product-image'
import { Skeleton } from '@/components/ui/skeleton'
import { currentLanguage } from '@/lib/i18n'
import { useOrders } from '../api/get-orders'
import { OrderBadges } from './order-badges'
import { formatDateTime } from '@/lib/date-format'

/** The user's orders, newest first, each linking to /orders/:id; used by /orders and the profile's tab. */
export function OrderList() {
  const { t } = useTranslation()
  const query = useOrders()

  if (query.isPending) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">{t('orders.loading')}</span>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-24 w-full rounded-xl" />
        ))}
      </div>
    )
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border px-4 py-10 text-center">
        <TriangleAlert aria-hidden className="size-8 text-destructive" />
        <p>{t('orders.loadFailed')}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('orders.retry')}
        </Button>
      </div>
    )
  }
  const orders = query.data.items
  if (orders.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-12 text-center">
        <Package aria-hidden className="size-10 text-muted-foreground" />
        <p className="text-lg font-semibold">{t('orders.empty')}</p>
        <p className="max-w-sm text-sm text-muted-foreground">{t('orders.emptyDescription')}</p>
        <Button asChild>
          <Link to="/shop">{t('orders.startShopping')}</Link>
        </Button>
      </div>
    )
  }

  const language = currentLanguage()
  return (
    <ul className="flex flex-col gap-3" aria-label={t('orders.title')}>
      {orders.map((order) => {
        const number = order.reference
        const first = order.items[0]
        return (
          <li key={order.id} data-testid="order-row">
            <Link
              to={`/orders/${order.id}`}
              aria-label={t('orders.viewDetails', { number })}
              className="flex items-start gap-3 rounded-xl border bg-card p-4 transition-colors hover:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:items-center sm:gap-4"
            >
              <ProductImage
                src={first?.image_url}
                width={56}
                height={56}
                className="size-14 shrink-0 rounded-md"
              />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <div className="flex items-baseline justify-between gap-2">
                  <span className="font-semibold">{t('orders.orderNumber', { number })}</span>
                  <span className="font-semibold whitespace-nowrap" data-testid="order-total">
                    {formatMoney(order.total_amount_cents)}
                  </span>
                </div>
                <div className="flex flex-wrap gap-1.5">
                  <OrderBadges status={order.status} paymentStatus={order.payment_status} />
                </div>
                <p className="truncate text-sm">{order.items.map((item) => item.name).join(', ')}</p>
                <p className="text-xs text-muted-foreground">
                  <time dateTime={order.created_at}>
                    {t('orders.placedOn', {
                      date: formatDateTime(new Date(order.created_at), language, {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                      }),
                    })}
                  </time>
                  {' · '}
                  {t('orders.itemCount', { count: order.item_count })}
                </p>
              </div>
              <ChevronRight
                aria-hidden
                className="hidden size-4 shrink-0 self-center text-muted-foreground sm:block"
              />
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
