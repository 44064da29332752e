import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AdminRestaurant } from '@soko/shared/food/food.schema'
import { apiClient } from '@/lib/api-client'
import { ADMIN_LIST_FRESH_MS, adminKeys } from './query-keys'

export type { AdminRestaurant }

/** GET /api/admin/restaurants: every restaurant (suspended ones too) with its owner and today's figures. */
export const adminRestaurantsQueryOptions = queryOptions({
  queryKey: adminKeys.restaurants,
  queryFn: ({ signal }) =>
    apiClient.get<{ restaurants: AdminRestaurant[] }>('/api/admin/restaurants', signal),
  staleTime: ADMIN_LIST_FRESH_MS,
})

export function useAdminRestaurants() {
  return useQuery(adminRestaurantsQueryOptions)
}
