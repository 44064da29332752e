import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { Ride } from '../ride-types'
import { currentRideKey } from './query-keys'

/** GET /api/rides/current: the rider's ride still going, else the latest one still to pay or rate. */
export const currentRideQueryOptions = queryOptions({
  queryKey: currentRideKey,
  queryFn: ({ signal }) => apiClient.get<{ ride: Ride | null }>('/api/rides/current', signal),
  select: (answer) => answer.ride,
})

/** Signed in only (signed out the server answers 401). */
export function useCurrentRide(enabled: boolean) {
  return useQuery({ ...currentRideQueryOptions, enabled })
}
