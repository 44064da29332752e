import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { AdminDriver } from './admin-types'
import { adminKeys } from './query-keys'

export type DriverAction =
  { id: string; action: 'verify' | 'restore' } | { id: string; action: 'suspend'; reason: string }

/**
 * POST /api/admin/drivers/{id}/verify | suspend { reason } | restore (audited by the server). The list, the
 * dashboard's figures and the audit log are asked again after each.
 */
export function useModerateDriver() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: DriverAction) =>
      apiClient.post<AdminDriver>(
        `/api/admin/drivers/${encodeURIComponent(input.id)}/${input.action}`,
        input.action === 'suspend' ? { reason: input.reason } : {},
      ),
    onSettled: () =>
      Promise.all(
        [adminKeys.drivers, adminKeys.stats, adminKeys.audit].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  })
}
