import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { takeBootList } from '@/lib/boot-lists'
import type { RestaurantListParams } from '../food-filters'
import { FOOD_STALE_MS, RESTAURANTS_PAGE_SIZE, type RestaurantPage } from '../food-types'
import { restaurantsQueryKey } from './query-keys'

/** GET /api/restaurants: one page of restaurants, open ones first. */
function restaurantsUrl(params: RestaurantListParams & { page: number }) {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value))
  query.set('limit', String(RESTAURANTS_PAGE_SIZE))
  return `/api/restaurants?${query}`
}

export function getRestaurants(params: RestaurantListParams & { page: number }, signal?: AbortSignal) {
  return apiClient.get<RestaurantPage>(restaurantsUrl(params), signal)
}

/** Page after page ("Load more"). */
export function restaurantsQueryOptions(params: RestaurantListParams) {
  return infiniteQueryOptions({
    queryKey: [...restaurantsQueryKey, 'list', params],
    queryFn: ({ pageParam, signal }) => getRestaurants({ ...params, page: pageParam }, signal),
    initialPageParam: 1,
    // The page itself may carry this first page (the server's page data): the cards render without a wait.
    initialData: () => {
      const page = takeBootList<RestaurantPage>(
        'restaurants',
        { ...params },
        restaurantsUrl({ ...params, page: 1 }),
      )
      return page ? { pages: [page], pageParams: [1] } : undefined
    },
    getNextPageParam: (last) => {
      const limit = last.limit || RESTAURANTS_PAGE_SIZE
      return last.page * limit < last.total ? last.page + 1 : undefined
    },
    staleTime: FOOD_STALE_MS,
    // A new search or filter keeps the cards on screen until its answer arrives.
    placeholderData: keepPreviousData,
  })
}

export function useRestaurants(params: RestaurantListParams) {
  return useInfiniteQuery(restaurantsQueryOptions(params))
}
