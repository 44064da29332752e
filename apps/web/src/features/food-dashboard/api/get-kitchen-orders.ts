import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { KitchenOrder, KitchenView } from './food-dashboard-types'
import { foodDashboardKeys, restaurantPath } from './query-keys'

/**
 * GET /api/food-dashboard/restaurants/{id}/orders?view=active|done: paid orders only (active oldest first,
 * done newest first). New ones arrive through the live channel, which refreshes this key; the interval is
 * the fallback when the channel is down.
 */
export const kitchenOrdersQueryOptions = (restaurantId: string, view: KitchenView) =>
  queryOptions({
    queryKey: foodDashboardKeys.orders(restaurantId, view),
    queryFn: ({ signal }) =>
      apiClient.get<{ orders: KitchenOrder[] }>(
        `${restaurantPath(restaurantId)}/orders?view=${view}`,
        signal,
      ),
    staleTime: 10_000,
    refetchInterval: view === 'active' ? 30_000 : false,
  })

export function useKitchenOrders(restaurantId: string, view: KitchenView) {
  return useQuery(kitchenOrdersQueryOptions(restaurantId, view))
}
