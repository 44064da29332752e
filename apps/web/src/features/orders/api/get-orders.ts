import type { OrderPage } from '@soko/shared/orders/order.schema'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'

export const ordersQueryKey = ['orders'] as const

/** The signed-in user's orders, newest first (GET /api/orders); asked again on every visit. */
export const ordersQueryOptions = queryOptions({
  queryKey: [...ordersQueryKey, 'list'],
  queryFn: ({ signal }) => apiClient.get<OrderPage>('/api/orders', signal),
  staleTime: 0,
})

export function useOrders() {
  return useQuery(ordersQueryOptions)
}
