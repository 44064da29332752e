import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { FoodOrder } from '../food-types'
import { foodOrderKey } from './query-keys'

/** Until the payment's queue job has made it `placed`, the page asks again now and then, for a while. */
const awaitingPollMs = 3_000
const awaitingPollReads = 40

/** GET /api/food/orders/:orderId: the customer's own food order (another's answers 404). */
export function getFoodOrder(orderId: string, signal?: AbortSignal) {
  return apiClient.get<FoodOrder>(`/api/food/orders/${encodeURIComponent(orderId)}`, signal)
}

export function foodOrderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: foodOrderKey(orderId),
    queryFn: ({ signal }) => getFoodOrder(orderId, signal),
    // The live channel refreshes it on every status message (lib/food-live.ts); a payment just made is
    // confirmed by a queue job that sends the customer no status message, so that one wait is polled.
    refetchInterval: (query) =>
      query.state.data?.status === 'awaiting_payment' && query.state.dataUpdateCount < awaitingPollReads
        ? awaitingPollMs
        : false,
  })
}

export function useFoodOrder(orderId: string) {
  return useQuery(foodOrderQueryOptions(orderId))
}
