import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { AdminAnalytics } from './admin-types'
import { adminKeys } from './query-keys'

export const analyticsRanges = [7, 30, 90, 365] as const

export const adminAnalyticsQueryOptions = (days: number) =>
  queryOptions({
    queryKey: [...adminKeys.analytics, days],
    queryFn: ({ signal }) => apiClient.get<AdminAnalytics>(`/api/admin/analytics?days=${days}`, signal),
    staleTime: 30_000,
  })

export function useAdminAnalytics(days: number) {
  return useQuery(adminAnalyticsQueryOptions(days))
}
