import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { KitchenMoveInput, KitchenOrder } from './food-dashboard-types'
import { foodDashboardKeys } from './query-keys'

/** POST /api/food-dashboard/orders/{orderId}/status: 409 food.move_not_allowed when the order moved already. */
export function useMoveKitchenOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ orderId, move }: { orderId: string; move: KitchenMoveInput }) =>
      apiClient.post<KitchenOrder>(`/api/food-dashboard/orders/${encodeURIComponent(orderId)}/status`, move),
    // Refused or not, the lists and figures may have moved (another screen of the same kitchen).
    onSettled: () => queryClient.invalidateQueries({ queryKey: foodDashboardKeys.all }),
  })
}
