import { foodDashboardQueryKey } from '@/lib/food-live'
import type { KitchenView } from './food-dashboard-types'

// Every key starts with the one the live channel refreshes when a kitchen message arrives (lib/food-live.ts).
export const foodDashboardKeys = {
  all: foodDashboardQueryKey,
  restaurants: [...foodDashboardQueryKey, 'restaurants'] as const,
  menu: (restaurantId: string) => [...foodDashboardQueryKey, 'menu', restaurantId] as const,
  orders: (restaurantId: string, view: KitchenView) =>
    [...foodDashboardQueryKey, 'orders', restaurantId, view] as const,
}

export const restaurantPath = (id: string) => `/api/food-dashboard/restaurants/${encodeURIComponent(id)}`
export const menuItemPath = (id: string) => `/api/food-dashboard/menu-items/${encodeURIComponent(id)}`
