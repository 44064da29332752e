import { Volume2, VolumeX } from 'lucide-react'
import { lazy, Suspense, useEffect, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { DashboardGate } from '@/components/dashboard-gate'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ListLoading } from '@/components/ui/list-states'
import { NativeSelect } from '@/components/ui/native-select'
import { SimpleTabs } from '@/components/ui/simple-tabs'
import { useDocumentTitle } from '@/lib/document-title'
import { foodKitchenOrderType, subscribeFoodLive } from '@/lib/food-live'
import type { OwnerRestaurant } from '../api/food-dashboard-types'
import { useKitchenOrders } from '../api/get-kitchen-orders'
import { isNotRestaurantOwner, useOwnerRestaurants } from '../api/get-owner-restaurants'
import { chosenRestaurant, useFoodDashboardPlace } from '../dashboard-place'
import { useKitchenSound } from '../kitchen-sound'
import { KitchenPanel } from './kitchen-panel'
import { OpenSwitch } from './open-switch'
import { OwnerAccessRequired } from './owner-access-required'

// The Menu and Restaurant tabs load when opened (their forms bring react-hook-form), so the kitchen, the
// screen a restaurant keeps open all day, stays light.
const MenuPanel = lazy(() => import('./menu-panel').then((module) => ({ default: module.MenuPanel })))
const RestaurantPanel = lazy(() =>
  import('./restaurant-panel').then((module) => ({ default: module.RestaurantPanel })),
)
const RestaurantForm = lazy(() =>
  import('./restaurant-form').then((module) => ({ default: module.RestaurantForm })),
)

/**
 * /food-dashboard for an approved vendor (decision 019): "Open your restaurant" without one; else the
 * restaurant's live kitchen, its menu and its settings. Anyone else gets the access notice (the server
 * answers 403 food.not_restaurant_owner).
 */
export function FoodDashboardPage() {
  const { t } = useTranslation()
  const restaurants = useOwnerRestaurants()
  // The page's heading paints at once, before the restaurants arrive (it is the screen's largest paint).
  return (
    <DashboardGate
      query={restaurants}
      isRefused={isNotRestaurantOwner}
      refused={<OwnerAccessRequired />}
      texts={{
        title: t('foodDashboard.title'),
        checking: t('foodDashboard.access.checking'),
        loadFailed: t('foodDashboard.common.loadFailed'),
        retry: t('foodDashboard.common.retry'),
      }}
    >
      {({ restaurants: list }) =>
        list.length === 0 ? <OpenYourRestaurant /> : <Dashboard restaurants={list} />
      }
    </DashboardGate>
  )
}

function OpenYourRestaurant() {
  const { t } = useTranslation()
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('foodDashboard.create.title')}</h1>
        <p className="text-muted-foreground">{t('foodDashboard.create.subtitle')}</p>
      </div>
      <Card className="p-4 sm:p-6">
        <Suspense fallback={<ListLoading label={t('foodDashboard.common.loading')} />}>
          <RestaurantForm restaurant={null} />
        </Suspense>
      </Card>
    </div>
  )
}

function Dashboard({ restaurants }: { restaurants: OwnerRestaurant[] }) {
  const { t } = useTranslation()
  const pickerId = useId()
  const { tab, restaurantId, view, go } = useFoodDashboardPlace()
  const restaurant = chosenRestaurant(restaurants, restaurantId)!
  const sound = useKitchenSound()
  const { play } = sound
  // The kitchen's active orders are watched on every tab: the badge counts the waiting ones.
  const active = useKitchenOrders(restaurant.id, 'active')
  const waiting =
    active.data?.orders.filter((order) => order.status === 'placed').length ?? restaurant.orders_waiting
  useDocumentTitle(waiting > 0 ? t('foodDashboard.documentTitle', { count: waiting }) : undefined)

  // The live channel has refreshed the queries already, and the server's notification shows as a toast; a new
  // paid order also beeps.
  const ownIds = restaurants.map((owned) => owned.id).join(',')
  useEffect(
    () =>
      subscribeFoodLive((message) => {
        if (message.type !== foodKitchenOrderType || !message.is_new) return
        if (!ownIds.split(',').includes(message.restaurant_id)) return
        play()
      }),
    [ownIds, play],
  )

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('foodDashboard.title')}</h1>
          <p className="break-words text-muted-foreground" data-testid="restaurant-name">
            {restaurant.name}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <OpenSwitch restaurant={restaurant} />
          <Button
            variant="outline"
            className="min-h-11"
            aria-pressed={sound.muted}
            onClick={() => sound.setMuted(!sound.muted)}
          >
            {sound.muted ? <VolumeX aria-hidden /> : <Volume2 aria-hidden />}
            {t('foodDashboard.sound.mute')}
          </Button>
        </div>
      </div>
      {restaurants.length > 1 && (
        <div className="flex min-w-0 flex-col gap-2 sm:max-w-md">
          <label htmlFor={pickerId} className="text-sm font-medium leading-none">
            {t('foodDashboard.picker.label')}
          </label>
          <NativeSelect
            id={pickerId}
            value={restaurant.id}
            onChange={(event) => go({ restaurant: event.target.value })}
          >
            {restaurants.map((owned) => (
              <option key={owned.id} value={owned.id}>
                {owned.orders_waiting > 0
                  ? t('foodDashboard.picker.withWaiting', { name: owned.name, count: owned.orders_waiting })
                  : owned.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      {restaurant.is_suspended && (
        <p role="status" className="rounded-lg border border-destructive bg-destructive/10 px-4 py-3 text-sm">
          {t('foodDashboard.open.suspendedNotice')}
        </p>
      )}
      <SimpleTabs
        value={tab}
        onValueChange={(next) => go({ tab: next })}
        label={t('foodDashboard.tabs.label')}
        tabs={[
          {
            value: 'kitchen',
            label: (
              <span className="inline-flex items-center gap-2">
                {t('foodDashboard.tabs.kitchen')}
                {waiting > 0 && (
                  <span className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-bold text-accent-foreground">
                    <span aria-hidden data-testid="kitchen-badge">
                      {waiting}
                    </span>
                    <span className="sr-only">{t('foodDashboard.tabs.waiting', { count: waiting })}</span>
                  </span>
                )}
              </span>
            ),
            content: (
              <KitchenPanel restaurant={restaurant} view={view} onView={(next) => go({ view: next })} />
            ),
          },
          {
            value: 'menu',
            label: t('foodDashboard.tabs.menu'),
            content: (
              <Suspense fallback={<ListLoading label={t('foodDashboard.common.loading')} />}>
                <MenuPanel restaurant={restaurant} />
              </Suspense>
            ),
          },
          {
            value: 'restaurant',
            label: t('foodDashboard.tabs.restaurant'),
            content: (
              <Suspense fallback={<ListLoading label={t('foodDashboard.common.loading')} />}>
                <RestaurantPanel restaurant={restaurant} />
              </Suspense>
            ),
          },
        ]}
      />
    </div>
  )
}
