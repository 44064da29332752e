import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { RidesConfig } from './driver-dashboard-types'

/** GET /api/rides/config: the map's tiles and attribution (public; the same for every screen with a map). */
export const ridesConfigQueryOptions = queryOptions({
  // Its own key: the rider's screens keep theirs (they may shape the answer differently), and a key under the
  // dashboard's would be asked again on every live ride message.
  queryKey: ['driver-map-config'] as const,
  queryFn: ({ signal }) => apiClient.get<RidesConfig>('/api/rides/config', signal),
  staleTime: Infinity,
})

export function useRidesConfig() {
  return useQuery(ridesConfigQueryOptions)
}
