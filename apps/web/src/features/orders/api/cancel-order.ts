import type { Order } from '@soko/shared/orders/order.schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { ordersQueryKey } from './get-orders'

/** Cancels an unpaid order; the server releases its reserved stock. */
export function cancelOrder(id: string) {
  return apiClient.post<Order>(`/api/orders/${encodeURIComponent(id)}/cancel`, {})
}

export function useCancelOrder(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => cancelOrder(id),
    // The detail (with its timeline) and the list are asked for again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  })
}
