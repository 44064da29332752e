import { DRIVERS_REFETCH_MS, DRIVERS_STALE_MS } from '@soko/shared/rides/rides.constants'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { AvailableDriver, Point, VehicleType } from '../ride-types'
import { ridesPublicKey } from './query-keys'

/** GET /api/rides/drivers: online, verified, available drivers of the type, nearest the pickup first. */
export function getAvailableDrivers(vehicleType: VehicleType, near: Point | null, signal?: AbortSignal) {
  const query = new URLSearchParams({ vehicle_type: vehicleType })
  if (near) {
    query.set('lat', String(near.lat))
    query.set('lng', String(near.lng))
  }
  return apiClient.get<{ drivers: AvailableDriver[] }>(`/api/rides/drivers?${query}`, signal)
}

/** Refetched every 30 s, stale after 20 s (001 section 9). */
export function availableDriversQueryOptions(vehicleType: VehicleType, near: Point | null) {
  return queryOptions({
    queryKey: [...ridesPublicKey, 'drivers', vehicleType, near?.lat ?? null, near?.lng ?? null],
    queryFn: ({ signal }) => getAvailableDrivers(vehicleType, near, signal),
    refetchInterval: DRIVERS_REFETCH_MS,
    staleTime: DRIVERS_STALE_MS,
    placeholderData: keepPreviousData,
    select: (answer) => answer.drivers,
  })
}

export function useAvailableDrivers(vehicleType: VehicleType, near: Point | null) {
  return useQuery(availableDriversQueryOptions(vehicleType, near))
}
