import { useSearchParams } from 'react-router'
import type { KitchenView, OwnerRestaurant } from './api/food-dashboard-types'

export type FoodDashboardTab = 'kitchen' | 'menu' | 'restaurant'
const tabs: readonly FoodDashboardTab[] = ['kitchen', 'menu', 'restaurant']

/** The tab, the restaurant and the kitchen's view in the address (?tab=menu&restaurant=...&view=done). */
export function useFoodDashboardPlace() {
  const [params, setParams] = useSearchParams()
  const wanted = params.get('tab') as FoodDashboardTab | null
  const tab: FoodDashboardTab = wanted && tabs.includes(wanted) ? wanted : 'kitchen'
  const restaurantId = params.get('restaurant') ?? undefined
  const view: KitchenView = params.get('view') === 'done' ? 'done' : 'active'
  const go = (next: { tab?: FoodDashboardTab; restaurant?: string; view?: KitchenView }) => {
    const search: Record<string, string> = {}
    const nextTab = next.tab ?? tab
    if (nextTab !== 'kitchen') search.tab = nextTab
    const keep = next.restaurant ?? restaurantId
    if (keep) search.restaurant = keep
    const nextView = next.view ?? view
    if (nextView !== 'active') search.view = nextView
    setParams(search, { replace: true })
  }
  return { tab, restaurantId, view, go }
}

/** The restaurant on view: the one in the address if it is the owner's, else the first. */
export function chosenRestaurant(restaurants: readonly OwnerRestaurant[], restaurantId: string | undefined) {
  return restaurants.find((restaurant) => restaurant.id === restaurantId) ?? restaurants[0]
}
