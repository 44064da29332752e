import type { OrderDetail } from '@soko/shared/orders/order.schema'
import type { FoodOrderPlaced } from '@soko/shared/food/food.schema'
import { apiClient } from '@/lib/api-client'
import type { PlaceFoodOrderInput } from '../food-types'

/**
 * POST /api/food/orders: the order priced by the server from its menu, with its fee and minimum. The
 * Idempotency-Key makes a retry of the same attempt answer the same order.
 */
export function placeFoodOrder(body: PlaceFoodOrderInput, idempotencyKey: string) {
  return apiClient.post<FoodOrderPlaced<OrderDetail>>('/api/food/orders', body, {
    'Idempotency-Key': idempotencyKey,
  })
}
