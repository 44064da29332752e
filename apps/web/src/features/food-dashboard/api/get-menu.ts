import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { MenuItem } from './food-dashboard-types'
import { foodDashboardKeys, restaurantPath } from './query-keys'

/** GET /api/food-dashboard/restaurants/{id}/menu: every dish, unavailable ones too. */
export const ownerMenuQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: foodDashboardKeys.menu(restaurantId),
    queryFn: ({ signal }) =>
      apiClient.get<{ items: MenuItem[] }>(`${restaurantPath(restaurantId)}/menu`, signal),
    staleTime: 30_000,
  })

export function useOwnerMenu(restaurantId: string) {
  return useQuery(ownerMenuQueryOptions(restaurantId))
}
