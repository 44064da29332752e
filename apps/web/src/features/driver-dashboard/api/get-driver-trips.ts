import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { RideSummary } from './driver-dashboard-types'
import { driverApi, driverDashboardKeys } from './query-keys'

/** The server's page of trips (the rides lists' default limit, myRidesQuerySchema). */
export const TRIPS_PAGE = 20

/** GET /api/driver-dashboard/trips?before=: newest first; "Load more" asks for the trips before the last one. */
export const driverTripsQueryOptions = infiniteQueryOptions({
  queryKey: driverDashboardKeys.trips,
  queryFn: ({ pageParam, signal }) =>
    apiClient.get<{ trips: RideSummary[] }>(
      pageParam ? `${driverApi}/trips?before=${encodeURIComponent(pageParam)}` : `${driverApi}/trips`,
      signal,
    ),
  initialPageParam: '',
  getNextPageParam: (last) =>
    last.trips.length >= TRIPS_PAGE ? last.trips[last.trips.length - 1]?.created_at : undefined,
  staleTime: 30_000,
})

export function useDriverTrips() {
  return useInfiniteQuery(driverTripsQueryOptions)
}
