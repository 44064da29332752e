import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { AdminOrder, SettableOrderStatus } from './admin-types'
import { adminKeys } from './query-keys'

/** PATCH /api/admin/orders/:id { status }: the customer is notified of each change. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: SettableOrderStatus }) =>
      apiClient.patch<AdminOrder>(`/api/admin/orders/${encodeURIComponent(id)}`, { status }),
    onSuccess: () =>
      Promise.all(
        [adminKeys.orders, adminKeys.stats, adminKeys.analytics, adminKeys.audit].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  })
}
