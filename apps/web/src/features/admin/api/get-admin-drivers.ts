import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { AdminDriver } from './admin-types'
import { ADMIN_LIST_FRESH_MS, adminKeys, withQuery } from './query-keys'

/** The status filter of /admin/drivers (`?status=` in the URL and the API); '' is All. */
export const driverFilters = ['verified', 'unverified', 'suspended'] as const
export type DriverFilter = (typeof driverFilters)[number] | ''

export const driverFilterOf = (value: string | null): DriverFilter =>
  driverFilters.find((filter) => filter === value) ?? ''

export interface DriverQuery {
  q: string
  status: DriverFilter
}

/** The server's answer (docs/rides-api.md): at most 200 drivers, newest first, and how many match. */
type DriversAnswer = { items: AdminDriver[]; total: number }

/** GET /api/admin/drivers?q=&status=: every driver (suspended ones too), newest first. */
export const adminDriversQueryOptions = (query: DriverQuery) =>
  queryOptions({
    // Starts with adminKeys.drivers: the driver_verified notice and every action refresh it.
    queryKey: [...adminKeys.drivers, query],
    queryFn: async ({ signal }) =>
      (await apiClient.get<DriversAnswer>(withQuery('/api/admin/drivers', { ...query }), signal)).items,
    staleTime: ADMIN_LIST_FRESH_MS,
    placeholderData: keepPreviousData,
  })

export function useAdminDrivers(query: DriverQuery) {
  return useQuery(adminDriversQueryOptions(query))
}
