import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { ProviderHub } from './provider-types'
import { providerApplicationKeys } from './query-keys'

/** GET /api/provider-hub: the figures and each category's status for the signed-in user. */
export const providerHubQueryOptions = queryOptions({
  queryKey: providerApplicationKeys.hub,
  queryFn: ({ signal }) => apiClient.get<ProviderHub>('/api/provider-hub', signal),
  // A review can land at any moment: ask again whenever the hub is opened.
  staleTime: 0,
})

export function useProviderHub(enabled: boolean) {
  return useQuery({ ...providerHubQueryOptions, enabled })
}
