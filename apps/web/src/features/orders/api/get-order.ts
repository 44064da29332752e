import type { OrderDetail } from '@soko/shared/orders/order.schema'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { ordersQueryKey } from './get-orders'

/** One of the user's orders with its status timeline (GET /api/orders/:id); another user's is a 404. */
export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'detail', id],
    queryFn: ({ signal }) => apiClient.get<OrderDetail>(`/api/orders/${encodeURIComponent(id)}`, signal),
    staleTime: 0,
  })

export function useOrder(id: string) {
  return useQuery(orderQueryOptions(id))
}
