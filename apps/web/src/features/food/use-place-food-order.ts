import { useCallback, useRef } from 'react'
import { placeFoodOrder } from './api/place-food-order'
import type { PlaceFoodOrderInput } from './food-types'

/**
 * Places the food order with one Idempotency-Key per attempt: a retry of the same details and dishes (after a
 * lost answer, say) reuses the key and gets the same order; anything changed is a new attempt with a new key.
 */
export function usePlaceFoodOrder() {
  const attempt = useRef<{ body: string; key: string } | null>(null)
  const place = useCallback(async (input: PlaceFoodOrderInput) => {
    const body = JSON.stringify(input)
    if (attempt.current?.body !== body) attempt.current = { body, key: crypto.randomUUID() }
    const placed = await placeFoodOrder(input, attempt.current.key)
    attempt.current = null
    return placed
  }, [])
  return { place }
}
