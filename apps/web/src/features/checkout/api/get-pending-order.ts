import type { OrderDetail } from '@soko/shared/orders/order.schema'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'

/** An order the checkout was handed (an event booking, or a payment to try again); always read afresh. */
export const checkoutOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['checkout', 'order', id],
    queryFn: ({ signal }) => apiClient.get<OrderDetail>(`/api/orders/${encodeURIComponent(id)}`, signal),
    staleTime: 0,
    retry: false,
  })

export function useCheckoutOrder(id: string | null) {
  return useQuery({ ...checkoutOrderQueryOptions(id ?? ''), enabled: Boolean(id) })
}
