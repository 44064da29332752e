import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { FOOD_STALE_MS, type RestaurantDetail } from '../food-types'
import { restaurantsQueryKey } from './query-keys'

/** GET /api/restaurants/:id: the restaurant, its hours and its available dishes by category. */
export function getRestaurant(id: string, signal?: AbortSignal) {
  return apiClient.get<RestaurantDetail>(`/api/restaurants/${encodeURIComponent(id)}`, signal)
}

export function restaurantQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...restaurantsQueryKey, 'detail', id],
    queryFn: ({ signal }) => getRestaurant(id, signal),
    staleTime: FOOD_STALE_MS,
  })
}

export function useRestaurant(id: string) {
  return useQuery(restaurantQueryOptions(id))
}
