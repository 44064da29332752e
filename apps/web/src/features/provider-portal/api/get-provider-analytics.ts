import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { ProviderAnalytics } from './provider-types'
import { providerKeys, withQuery } from './query-keys'

/** How many weeks the analytics screen shows. */
export const ANALYTICS_WEEKS = 12

/** GET /api/provider/analytics: bookings and revenue per week, and bookings by status. */
export function providerAnalyticsQueryOptions(weeks = ANALYTICS_WEEKS) {
  return queryOptions({
    queryKey: providerKeys.analytics(weeks),
    queryFn: ({ signal }) =>
      apiClient.get<ProviderAnalytics>(withQuery('/api/provider/analytics', { weeks }), signal),
    staleTime: 0,
  })
}

export function useProviderAnalytics(weeks = ANALYTICS_WEEKS) {
  return useQuery(providerAnalyticsQueryOptions(weeks))
}
