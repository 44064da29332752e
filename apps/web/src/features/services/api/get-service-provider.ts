import { DIRECTORY_STALE_MS } from '@soko/shared/providers/provider.constants'
import type { ProviderPage } from '@soko/shared/providers/provider.schema'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient, ApiError } from '@/lib/api-client'
import { servicesQueryKey } from './query-keys'

export const serviceProviderQueryKey = (id: string) => [...servicesQueryKey, 'provider', id] as const

/** GET /api/services/{id}: the public provider page; a 404 is an answer (not found), not worth a retry. */
export function serviceProviderQueryOptions(id: string) {
  return queryOptions({
    queryKey: serviceProviderQueryKey(id),
    queryFn: ({ signal }) => apiClient.get<ProviderPage>(`/api/services/${encodeURIComponent(id)}`, signal),
    staleTime: DIRECTORY_STALE_MS,
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
  })
}

export function useServiceProvider(id: string) {
  return useQuery(serviceProviderQueryOptions(id))
}
