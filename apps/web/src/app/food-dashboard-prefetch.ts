import { kitchenOrdersQueryOptions } from '@/features/food-dashboard/api/get-kitchen-orders'
import { ownerRestaurantsQueryOptions } from '@/features/food-dashboard/api/get-owner-restaurants'
import { queryClient } from '@/lib/query-client'

// A module of its own, apart from the other dashboards' prefetches: /food-dashboard downloads only its calls.

/** The vendor's restaurants (a refusal answers who may enter), then the kitchen of the one on view. */
export async function prefetchFoodDashboardScreen(url: URL) {
  const { restaurants } = await queryClient.fetchQuery(ownerRestaurantsQueryOptions)
  const wanted = url.searchParams.get('restaurant')
  const restaurant = restaurants.find((owned) => owned.id === wanted) ?? restaurants[0]
  if (restaurant) return queryClient.prefetchQuery(kitchenOrdersQueryOptions(restaurant.id, 'active'))
}
