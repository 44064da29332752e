import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { adminKeys } from './query-keys'

/** DELETE /api/admin/employers/{userId}: the account can no longer post (unless it is a vendor or provider). */
export function useRevokeEmployer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (userId: string) =>
      apiClient.delete<unknown>(`/api/admin/employers/${encodeURIComponent(userId)}`),
    onSettled: () =>
      Promise.all(
        [adminKeys.employers, adminKeys.audit].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  })
}
