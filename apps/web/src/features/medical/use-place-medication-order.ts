import type { PlaceMedicationOrderInput } from '@soko/shared/medical/medical.schema'
import { useCallback, useRef } from 'react'
import { placeMedicationOrder } from './api/medication-orders'

/**
 * Places the medicine order with one Idempotency-Key per attempt: a retry of the same details and medicines
 * (after a lost answer, say) reuses the key and gets the same order; anything changed is a new attempt.
 */
export function usePlaceMedicationOrder() {
  const attempt = useRef<{ body: string; key: string } | null>(null)
  const place = useCallback(async (input: PlaceMedicationOrderInput) => {
    const body = JSON.stringify(input)
    if (attempt.current?.body !== body) attempt.current = { body, key: crypto.randomUUID() }
    const placed = await placeMedicationOrder(input, attempt.current.key)
    attempt.current = null
    return placed
  }, [])
  return { place }
}
