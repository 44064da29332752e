import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { adminKeys } from './query-keys'

/** DELETE /api/admin/vendors/:id; its products stay, without a vendor. */
export function useDeleteVendor() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => apiClient.delete<void>(`/api/admin/vendors/${encodeURIComponent(id)}`),
    onSuccess: () =>
      Promise.all(
        [
          adminKeys.vendors,
          adminKeys.vendorOptions,
          adminKeys.products,
          adminKeys.stats,
          adminKeys.audit,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  })
}
