import type { ProviderCategory } from '@soko/shared/providers/provider.constants'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { ProviderDashboard } from './provider-types'
import { providerKeys, withQuery } from './query-keys'

/** GET /api/provider/dashboard: the figures of all the caller's profiles, or of one category's. */
export function providerDashboardQueryOptions(providerType?: ProviderCategory) {
  return queryOptions({
    queryKey: providerKeys.dashboard(providerType),
    queryFn: ({ signal }) =>
      apiClient.get<ProviderDashboard>(
        withQuery('/api/provider/dashboard', { provider_type: providerType }),
        signal,
      ),
    staleTime: 0,
  })
}

export function useProviderDashboard(providerType?: ProviderCategory) {
  return useQuery(providerDashboardQueryOptions(providerType))
}
