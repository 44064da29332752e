import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, apiClient } from '@/lib/api-client'
import type { OwnerRestaurant } from './food-dashboard-types'
import { foodDashboardKeys } from './query-keys'

// In two pieces: the English-strings build plugin would read a quoted "food" + "." + a letter as a use of
// the customer screens' text group and load it here.
/** The server's word for "not an approved vendor" (403 before anything else is read). */
export const NOT_RESTAURANT_OWNER = `${'food'}.not_restaurant_owner`

export const isNotRestaurantOwner = (error: unknown) =>
  error instanceof ApiError && error.code === NOT_RESTAURANT_OWNER

/** GET /api/food-dashboard/restaurants: the vendor's restaurants with today's figures and the waiting count. */
export const ownerRestaurantsQueryOptions = queryOptions({
  queryKey: foodDashboardKeys.restaurants,
  queryFn: ({ signal }) =>
    apiClient.get<{ restaurants: OwnerRestaurant[] }>('/api/food-dashboard/restaurants', signal),
  // The live channel refreshes it on every kitchen message; the clock opens and closes it too.
  staleTime: 15_000,
  refetchInterval: 60_000,
  // A refusal is an answer, not a hiccup: no retry.
  retry: (failures, error) => !isNotRestaurantOwner(error) && failures < 1,
})

export function useOwnerRestaurants() {
  return useQuery(ownerRestaurantsQueryOptions)
}
