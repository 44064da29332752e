import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { RidesConfig } from '../ride-types'
import { ridesPublicKey } from './query-keys'

/** GET /api/rides/config: the map's tiles and attribution; they do not change while the page is open. */
export const ridesConfigQueryOptions = queryOptions({
  queryKey: [...ridesPublicKey, 'config'],
  queryFn: ({ signal }) => apiClient.get<RidesConfig>('/api/rides/config', signal),
  staleTime: Infinity,
})

export function useRidesConfig() {
  return useQuery(ridesConfigQueryOptions)
}
