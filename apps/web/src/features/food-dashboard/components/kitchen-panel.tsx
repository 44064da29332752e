import { ChefHat, ClipboardList } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Card } from '@/components/ui/card'
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-states'
import { cn } from '@/lib/utils'
import type { KitchenView, OwnerRestaurant } from '../api/food-dashboard-types'
import { useKitchenOrders } from '../api/get-kitchen-orders'
import { KitchenOrderCard } from './kitchen-order-card'

const views: readonly KitchenView[] = ['active', 'done']

/**
 * The kitchen screen: the restaurant's paid orders still to handle (oldest first) or the done ones (newest
 * first). New orders arrive without a reload: the live channel refreshes these queries.
 */
export function KitchenPanel({
  restaurant,
  view,
  onView,
}: {
  restaurant: OwnerRestaurant
  view: KitchenView
  onView: (view: KitchenView) => void
}) {
  const { t } = useTranslation()
  const orders = useKitchenOrders(restaurant.id, view)
  const list = orders.data?.orders
  return (
    <section aria-labelledby="kitchen-orders" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="kitchen-orders" className="text-xl font-semibold">
          {t('foodDashboard.kitchen.title')}
        </h2>
        <div
          role="group"
          aria-label={t('foodDashboard.kitchen.viewLabel')}
          className="flex gap-1 rounded-lg bg-muted p-1"
        >
          {views.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => onView(option)}
              className={cn(
                'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                view === option && 'bg-background text-foreground shadow-sm',
              )}
            >
              {t(`foodDashboard.kitchen.views.${option}`)}
            </button>
          ))}
        </div>
      </div>
      {list ? (
        list.length === 0 ? (
          <Card>
            <ListEmpty
              icon={view === 'active' ? ChefHat : ClipboardList}
              title={t(`foodDashboard.kitchen.empty.${view}`)}
              description={
                view === 'active'
                  ? restaurant.is_open
                    ? t('foodDashboard.kitchen.empty.activeOpen')
                    : t('foodDashboard.kitchen.empty.activeClosed')
                  : undefined
              }
            />
          </Card>
        ) : (
          <ul
            className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3"
            aria-label={t(`foodDashboard.kitchen.views.${view}`)}
          >
            {list.map((order) => (
              <li key={order.order_id} className="min-w-0">
                <KitchenOrderCard order={order} defaultEstimate={restaurant.delivery_time_minutes} />
              </li>
            ))}
          </ul>
        )
      ) : orders.isError ? (
        <Card>
          <ListError
            message={t('foodDashboard.common.loadFailed')}
            retryLabel={t('foodDashboard.common.retry')}
            onRetry={() => void orders.refetch()}
          />
        </Card>
      ) : (
        <Card>
          <ListLoading label={t('foodDashboard.common.loading')} rows={3} />
        </Card>
      )}
    </section>
  )
}
