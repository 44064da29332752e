import { Ban, RotateCcw, UtensilsCrossed } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-states'
import { PageHeader } from '@/components/ui/page-header'
import { ProductThumb } from '@/components/ui/product-thumb'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useAdminRestaurants, type AdminRestaurant } from '../api/get-admin-restaurants'
import { useSetRestaurantSuspended } from '../api/set-restaurant-suspended'
import { count, money } from '../format'
import { ScrollTable, Td, Th } from './scroll-table'

// Radix's alert dialog loads with the first Suspend or Restore, not with the list.
const ConfirmDialog = lazy(() =>
  import('@/components/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
)

/**
 * /admin/restaurants (issue 13): every restaurant with its owner, open or closed, suspended or not, and
 * today's figures. Suspending takes it off /food and stops its orders; restoring brings it back. Both ask
 * first, and the server writes both to the audit log.
 */
export function RestaurantsPage() {
  const { t } = useTranslation()
  const restaurants = useAdminRestaurants()
  const list = restaurants.data?.restaurants
  const [confirming, setConfirming] = useState<AdminRestaurant>()
  const setSuspended = useSetRestaurantSuspended()

  async function confirm() {
    if (!confirming) return
    const suspend = !confirming.is_suspended
    try {
      await setSuspended.mutateAsync({ id: confirming.id, suspended: suspend })
      toast.success(
        suspend
          ? t('foodDashboard.admin.toast.suspended', { name: confirming.name })
          : t('foodDashboard.admin.toast.restored', { name: confirming.name }),
      )
      setConfirming(undefined)
    } catch (error) {
      toast.error(errorMessage(error, t('admin.common.loadFailed')))
    }
  }

  return (
    <>
      <PageHeader title={t('foodDashboard.admin.title')} subtitle={t('foodDashboard.admin.subtitle')} />
      <Card className="overflow-hidden">
        {list ? (
          list.length === 0 ? (
            <ListEmpty
              data-testid="admin-empty"
              icon={UtensilsCrossed}
              title={t('foodDashboard.admin.empty')}
            />
          ) : (
            <ScrollTable label={t('foodDashboard.admin.title')}>
              <thead>
                <tr>
                  <Th>{t('foodDashboard.admin.columns.restaurant')}</Th>
                  <Th>{t('foodDashboard.admin.columns.owner')}</Th>
                  <Th>{t('foodDashboard.admin.columns.status')}</Th>
                  <Th className="text-right">{t('foodDashboard.admin.columns.ordersToday')}</Th>
                  <Th className="text-right">{t('foodDashboard.admin.columns.revenueToday')}</Th>
                  <Th className="text-right">{t('foodDashboard.admin.columns.actions')}</Th>
                </tr>
              </thead>
              <tbody>
                {list.map((restaurant) => (
                  <tr key={restaurant.id} data-testid="admin-restaurant-row">
                    <Td className="max-w-72">
                      <div className="flex items-center gap-3">
                        <ProductThumb src={restaurant.image_url} />
                        <div className="min-w-0">
                          <div className="font-medium break-words">{restaurant.name}</div>
                          <div className="line-clamp-1 text-xs text-muted-foreground">
                            {restaurant.address}
                          </div>
                        </div>
                      </div>
                    </Td>
                    <Td>
                      <div>{restaurant.owner.business_name}</div>
                      {restaurant.owner.email && (
                        <div className="text-xs text-muted-foreground">{restaurant.owner.email}</div>
                      )}
                    </Td>
                    <Td>
                      <div className="flex flex-wrap gap-1" data-testid="admin-restaurant-status">
                        {restaurant.is_suspended ? (
                          <Badge variant="destructive">{t('foodDashboard.admin.suspended')}</Badge>
                        ) : (
                          <Badge variant={restaurant.is_open ? 'default' : 'outline'}>
                            {restaurant.is_open
                              ? t('foodDashboard.admin.open')
                              : t('foodDashboard.admin.closed')}
                          </Badge>
                        )}
                      </div>
                    </Td>
                    <Td className="text-right whitespace-nowrap tabular-nums">
                      {count(restaurant.orders_today)}
                    </Td>
                    <Td className="text-right whitespace-nowrap tabular-nums">
                      {money(restaurant.revenue_today_cents)}
                    </Td>
                    <Td className="text-right">
                      <Button
                        variant="outline"
                        size="sm"
                        className={restaurant.is_suspended ? undefined : 'text-destructive'}
                        onClick={() => setConfirming(restaurant)}
                        aria-label={
                          restaurant.is_suspended
                            ? t('foodDashboard.admin.restoreNamed', { name: restaurant.name })
                            : t('foodDashboard.admin.suspendNamed', { name: restaurant.name })
                        }
                      >
                        {restaurant.is_suspended ? <RotateCcw aria-hidden /> : <Ban aria-hidden />}
                        {restaurant.is_suspended
                          ? t('foodDashboard.admin.restore')
                          : t('foodDashboard.admin.suspend')}
                      </Button>
                    </Td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          )
        ) : restaurants.isError ? (
          <ListError
            message={t('admin.common.loadFailed')}
            retryLabel={t('admin.common.retry')}
            onRetry={() => void restaurants.refetch()}
          />
        ) : (
          <ListLoading label={t('admin.common.loading')} rows={5} />
        )}
      </Card>
      <Suspense fallback={null}>
        {confirming && (
          <ConfirmDialog
            open
            onOpenChange={(open) => !open && setConfirming(undefined)}
            title={
              confirming.is_suspended
                ? t('foodDashboard.admin.restoreTitle')
                : t('foodDashboard.admin.suspendTitle')
            }
            description={
              confirming.is_suspended
                ? t('foodDashboard.admin.restoreDescription', { name: confirming.name })
                : t('foodDashboard.admin.suspendDescription', { name: confirming.name })
            }
            confirmLabel={
              confirming.is_suspended ? t('foodDashboard.admin.restore') : t('foodDashboard.admin.suspend')
            }
            pendingLabel={t('foodDashboard.common.saving')}
            cancelLabel={t('foodDashboard.common.cancel')}
            pending={setSuspended.isPending}
            onConfirm={() => void confirm()}
          />
        )}
      </Suspense>
    </>
  )
}
