import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { adminKeys } from './query-keys'

/** DELETE /api/admin/products/:id; order lines keep their name and price. */
export function useDeleteProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => apiClient.delete<void>(`/api/admin/products/${encodeURIComponent(id)}`),
    onSuccess: () =>
      Promise.all(
        [adminKeys.products, adminKeys.stats, adminKeys.audit, ['products']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  })
}
