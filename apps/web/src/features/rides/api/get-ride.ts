import { activeRideStatuses } from '@soko/shared/rides/rides.constants'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, apiClient } from '@/lib/api-client'
import type { Ride } from '../ride-types'
import { rideKey } from './query-keys'

/** The live channel refreshes an active ride on every move; this slow poll covers a dropped connection. */
const activePollMs = 20_000
const active: readonly string[] = activeRideStatuses

/** GET /api/rides/:id: the rider's own ride (anyone else's answers 404). */
export function getRide(rideId: string, signal?: AbortSignal) {
  return apiClient.get<Ride>(`/api/rides/${encodeURIComponent(rideId)}`, signal)
}

export function rideQueryOptions(rideId: string) {
  return queryOptions({
    queryKey: rideKey(rideId),
    queryFn: ({ signal }) => getRide(rideId, signal),
    refetchInterval: (query) =>
      query.state.data && active.includes(query.state.data.status) ? activePollMs : false,
    // A 404 is the answer; asking again would not change it.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  })
}

export function useRide(rideId: string) {
  return useQuery(rideQueryOptions(rideId))
}
