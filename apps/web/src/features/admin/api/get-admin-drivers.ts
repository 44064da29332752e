import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { AdminDriver } from './admin-types'
import { adminKeys, withQuery } from './query-keys'

/** The status filter of /admin/drivers (`?status=` in the URL and the API); '' is All. */
export const driverFilters = ['verified', 'unverified', 'suspended'] as const
export type DriverFilter = (typeof driverFilters)[number] | ''

export const driverFilterOf = (value: string | null): DriverFilter =>
  driverFilters.find((filter) => filter === value) ?? ''

export interface DriverQuery {
  q: string
  status: DriverFilter
}

type DriversAnswer = AdminDriver[] | { drivers: AdminDriver[] } | { items: AdminDriver[] }

/**
 * The list as the contract names it (docs/rides-api.md: `adminDriverSchema[]`), taken bare or wrapped (the
 * records page's `{ items, total }` before issue 15): the server module is written alongside this screen.
 */
export function driversOf(answer: DriversAnswer): AdminDriver[] {
  if (Array.isArray(answer)) return answer
  return 'drivers' in answer ? answer.drivers : answer.items
}

/** GET /api/admin/drivers?q=&status=: every driver (suspended ones too), newest first. */
export const adminDriversQueryOptions = (query: DriverQuery) =>
  queryOptions({
    // Starts with adminKeys.drivers: the driver_verified notice and every action refresh it.
    queryKey: [...adminKeys.drivers, query],
    queryFn: async ({ signal }) =>
      driversOf(await apiClient.get<DriversAnswer>(withQuery('/api/admin/drivers', { ...query }), signal)),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

export function useAdminDrivers(query: DriverQuery) {
  return useQuery(adminDriversQueryOptions(query))
}
