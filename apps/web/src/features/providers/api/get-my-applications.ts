import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { Application } from './provider-types'
import { providerApplicationKeys } from './query-keys'

/** GET /api/provider-applications: the signed-in user's applications, newest first. */
export const myApplicationsQueryOptions = queryOptions({
  queryKey: providerApplicationKeys.mine,
  queryFn: ({ signal }) =>
    apiClient.get<{ applications: Application[] }>('/api/provider-applications', signal),
  staleTime: 0,
})

export function useMyApplications(enabled: boolean) {
  return useQuery({ ...myApplicationsQueryOptions, enabled })
}
