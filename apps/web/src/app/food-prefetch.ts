import { restaurantsQueryOptions } from '@/features/food/api/get-restaurants'
import { parseFoodFilters, toRestaurantListParams } from '@/features/food/food-filters'
import { queryClient } from '@/lib/query-client'

/** The first page of restaurants for the address's search and filters. */
export function prefetchRestaurantList(url: URL) {
  const filters = parseFoodFilters(url.searchParams)
  return queryClient.prefetchInfiniteQuery(restaurantsQueryOptions(toRestaurantListParams(filters)))
}
