import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, apiClient } from '@/lib/api-client'
import type { DriverDashboard } from './driver-dashboard-types'
import { driverApi, driverDashboardKeys } from './query-keys'

/** The server's word for "not an approved driver" (403 before anything else is read). */
export const NOT_DRIVER = 'drivers.not_driver'

export const isNotDriver = (error: unknown) => error instanceof ApiError && error.code === NOT_DRIVER

/**
 * GET /api/driver-dashboard: the profile, today's and this week's earnings and the current trip. The live
 * channel refreshes it on every status message; the interval is the fallback when the channel is down.
 */
export const driverDashboardQueryOptions = queryOptions({
  queryKey: driverDashboardKeys.dashboard,
  queryFn: ({ signal }) => apiClient.get<DriverDashboard>(driverApi, signal),
  staleTime: 10_000,
  refetchInterval: 30_000,
  // A refusal is an answer, not a hiccup: no retry.
  retry: (failures, error) => !isNotDriver(error) && failures < 1,
})

export function useDriverDashboard() {
  return useQuery(driverDashboardQueryOptions)
}
