import type { RidesConfig } from '@soko/shared/rides/rides.schema'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'

/**
 * GET /api/rides/config: the map's tiles and attribution (public, the same for every screen with a map: the
 * rider's, the driver's). They do not change while the page is open.
 */
export const mapConfigQueryOptions = queryOptions({
  queryKey: ['map-config'] as const,
  queryFn: ({ signal }) => apiClient.get<RidesConfig>('/api/rides/config', signal),
  staleTime: Infinity,
})

export function useMapConfig() {
  return useQuery(mapConfigQueryOptions)
}
