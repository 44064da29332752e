import type { AdminAgent, AdminProperty } from '@soko/shared/real-estate/real-estate.schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { adminKeys } from './query-keys'

/** The list, the figures and the audit log are asked again after each (audited) change. */
function useRefresh() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all(
      [adminKeys.properties, adminKeys.stats, adminKeys.audit].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    )
}

export type PropertyChange = { id: string; is_featured: boolean } | { id: string; unpublished: boolean }

/** PATCH /api/admin/properties/:id { is_featured } or { unpublished } (false restores it as available). */
export function useModerateProperty() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: ({ id, ...change }: PropertyChange) =>
      apiClient.patch<AdminProperty>(`/api/admin/properties/${encodeURIComponent(id)}`, change),
    onSettled: refresh,
  })
}

/** PATCH /api/admin/real-estate-agents/:id { is_verified } */
export function useVerifyAgent() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: ({ id, is_verified }: { id: string; is_verified: boolean }) =>
      apiClient.patch<AdminAgent>(`/api/admin/real-estate-agents/${encodeURIComponent(id)}`, { is_verified }),
    onSettled: refresh,
  })
}
