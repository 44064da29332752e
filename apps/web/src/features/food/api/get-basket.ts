import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { Basket } from '../food-types'
import { foodBasketQueryKey } from './query-keys'

/** GET /api/food/basket: the signed-in user's basket, priced by the server from its menu. */
export function getBasket(signal?: AbortSignal) {
  return apiClient.get<Basket>('/api/food/basket', signal)
}

export const basketQueryOptions = queryOptions({
  queryKey: foodBasketQueryKey,
  queryFn: ({ signal }) => getBasket(signal),
})

export function useServerBasket(enabled = true) {
  return useQuery({ ...basketQueryOptions, enabled })
}
