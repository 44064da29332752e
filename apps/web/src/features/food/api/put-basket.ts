import type { PutBasketInput } from '@soko/shared/food/food.schema'
import { apiClient } from '@/lib/api-client'
import type { Basket } from '../food-types'

/** PUT /api/food/basket: replaces the whole basket (no items empties it). */
export function putBasket(body: PutBasketInput) {
  return apiClient.put<Basket>('/api/food/basket', body)
}
