import type { Order, PlaceOrderInput } from '@soko/shared/orders/order.schema'
import { useCallback, useRef } from 'react'
import { ApiError } from '@/lib/api-client'
import { placeOrder } from './api/place-order'

export type PlaceOrderFailure =
  | { kind: 'stock'; message: string }
  | { kind: 'signedOut' }
  | { kind: 'fields'; fields: Record<string, string> }
  | { kind: 'other' }

/** How a failed POST /api/orders is told to the customer (spec 000 section 8, Orders and payments). */
export function classifyPlaceOrderError(error: unknown): PlaceOrderFailure {
  if (!(error instanceof ApiError) || !error.isFromServer) return { kind: 'other' }
  if (error.status === 401) return { kind: 'signedOut' }
  // orders.insufficient_stock (409) names the product: "Order failed: Only 1 of Kikoy left in stock."
  // The screen puts "Order failed: " in the reader's language, so only the reason is kept here.
  if (error.status === 409 && /stock/i.test(error.code)) {
    return { kind: 'stock', message: error.message.replace(/^Order failed:\s*/, '') }
  }
  if (error.fields && Object.keys(error.fields).length > 0) return { kind: 'fields', fields: error.fields }
  return { kind: 'other' }
}

/**
 * Places the order with one Idempotency-Key per attempt: a retry of the same details (after a lost answer,
 * say) reuses the key and gets the same order; changed details are a new attempt with a new key.
 */
export function usePlaceOrder() {
  const attempt = useRef<{ body: string; key: string } | null>(null)

  const place = useCallback(async (details: PlaceOrderInput): Promise<Order> => {
    const body = JSON.stringify(details)
    if (attempt.current?.body !== body) attempt.current = { body, key: crypto.randomUUID() }
    const order = await placeOrder(details, attempt.current.key)
    attempt.current = null
    return order
  }, [])

  return { place }
}
