import { apiClient } from '@/lib/api-client'
import type { Basket } from '../food-types'

/** DELETE /api/food/basket: empties it; answers the empty basket. */
export function clearBasket() {
  return apiClient.delete<Basket>('/api/food/basket')
}
