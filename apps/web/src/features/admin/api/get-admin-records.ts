import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { AdminDriver, AdminJob, AdminProperty, ItemPage } from './admin-types'
import { adminKeys } from './query-keys'

// GET /api/admin/drivers, /properties and /jobs: the same `{ items, total }` page over three tables.

export const adminDriversQueryOptions = queryOptions({
  queryKey: adminKeys.drivers,
  queryFn: ({ signal }) => apiClient.get<ItemPage<AdminDriver>>('/api/admin/drivers', signal),
  staleTime: 0,
})

export const adminPropertiesQueryOptions = queryOptions({
  queryKey: adminKeys.properties,
  queryFn: ({ signal }) => apiClient.get<ItemPage<AdminProperty>>('/api/admin/properties', signal),
  staleTime: 0,
})

export const adminJobsQueryOptions = queryOptions({
  queryKey: adminKeys.jobs,
  queryFn: ({ signal }) => apiClient.get<ItemPage<AdminJob>>('/api/admin/jobs', signal),
  staleTime: 0,
})

export const useAdminDrivers = () => useQuery(adminDriversQueryOptions)
export const useAdminProperties = () => useQuery(adminPropertiesQueryOptions)
export const useAdminJobs = () => useQuery(adminJobsQueryOptions)
