import type { Order, PlaceOrderInput } from '@soko/shared/orders/order.schema'
import { apiClient } from '@/lib/api-client'

/**
 * POST /api/orders: places the order from the signed-in user's server cart, priced by the server, and
 * reserves its stock. The Idempotency-Key makes a retry of the same attempt answer the same order.
 */
export function placeOrder(details: PlaceOrderInput, idempotencyKey: string) {
  return apiClient.post<Order>('/api/orders', details, { 'Idempotency-Key': idempotencyKey })
}
