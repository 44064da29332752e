import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { AdminStats } from './admin-types'
import { ADMIN_LIST_FRESH_MS, adminKeys } from './query-keys'

/** Spec 001 section 9: admin stats refresh every 30 seconds. */
export const STATS_REFRESH_MS = 30_000

export const adminStatsQueryOptions = queryOptions({
  queryKey: adminKeys.stats,
  queryFn: ({ signal }) => apiClient.get<AdminStats>('/api/admin/stats', signal),
  staleTime: ADMIN_LIST_FRESH_MS,
  refetchInterval: STATS_REFRESH_MS,
})

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions)
}
