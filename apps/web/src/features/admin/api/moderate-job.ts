import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { adminKeys } from './query-keys'

export type JobAction = { id: string; action: 'close' | 'remove' }

/**
 * POST /api/admin/jobs/{id}/close, or DELETE /api/admin/jobs/{id} (status removed: its page is gone for the
 * public, the applications stay for the applicants' history). Both audited by the server; the list, the
 * dashboard's figures and the audit log are asked again after each.
 */
export function useModerateJob() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, action }: JobAction) => {
      const path = `/api/admin/jobs/${encodeURIComponent(id)}`
      return action === 'close'
        ? apiClient.post<unknown>(`${path}/close`, {})
        : apiClient.delete<unknown>(path)
    },
    onSettled: () =>
      Promise.all(
        [adminKeys.jobs, adminKeys.stats, adminKeys.audit].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  })
}
