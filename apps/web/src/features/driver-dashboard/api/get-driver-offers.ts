import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { RideOffer } from './driver-dashboard-types'
import { driverApi, driverDashboardKeys } from './query-keys'

/**
 * GET /api/driver-dashboard/offers: this driver's open offers. A new one arrives through the live channel
 * (`rides.offer` refreshes this key); the interval is the fallback when the channel is down.
 */
export const driverOffersQueryOptions = queryOptions({
  queryKey: driverDashboardKeys.offers,
  queryFn: ({ signal }) => apiClient.get<{ offers: RideOffer[] }>(`${driverApi}/offers`, signal),
  staleTime: 5_000,
  refetchInterval: 15_000,
})

/** Asked only while the driver is online and free: offers go to online, available drivers. */
export function useDriverOffers(enabled: boolean) {
  return useQuery({ ...driverOffersQueryOptions, enabled })
}
