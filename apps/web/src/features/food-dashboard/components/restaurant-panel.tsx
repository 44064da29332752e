import { ClipboardList, DollarSign, Timer } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Card } from '@/components/ui/card'
import { StatCard } from '@/components/ui/stat-card'
import type { OwnerRestaurant } from '../api/food-dashboard-types'
import { count, money } from '../format'
import { OpenSwitch } from './open-switch'
import { RestaurantForm } from './restaurant-form'

/** The Restaurant tab: today's figures, the open/closed switch, and the settings with the week's hours. */
export function RestaurantPanel({ restaurant }: { restaurant: OwnerRestaurant }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="restaurant-settings" className="flex flex-col gap-4">
      <h2 id="restaurant-settings" className="text-xl font-semibold">
        {t('foodDashboard.restaurant.title')}
      </h2>
      <section aria-label={t('foodDashboard.stats.label')} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <StatCard
          label={t('foodDashboard.stats.ordersToday')}
          value={count(restaurant.orders_today)}
          icon={ClipboardList}
        />
        <StatCard
          label={t('foodDashboard.stats.revenueToday')}
          value={money(restaurant.revenue_today_cents)}
          icon={DollarSign}
        />
        <StatCard
          label={t('foodDashboard.stats.waiting')}
          value={count(restaurant.orders_waiting)}
          icon={Timer}
        />
      </section>
      <OpenSwitch restaurant={restaurant} />
      <Card className="p-4 sm:p-6">
        <RestaurantForm key={restaurant.id} restaurant={restaurant} />
      </Card>
    </section>
  )
}
