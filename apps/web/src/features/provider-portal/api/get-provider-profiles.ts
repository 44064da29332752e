import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { ProviderProfile } from './provider-types'
import { providerKeys } from './query-keys'

/** GET /api/provider/profiles: the caller's profiles in every status ([] for a customer). */
export const providerProfilesQueryOptions = queryOptions({
  queryKey: providerKeys.profiles,
  queryFn: ({ signal }) => apiClient.get<{ profiles: ProviderProfile[] }>('/api/provider/profiles', signal),
})

export function useProviderProfiles() {
  return useQuery(providerProfilesQueryOptions)
}
