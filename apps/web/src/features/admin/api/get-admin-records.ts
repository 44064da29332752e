import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { AdminJob, AdminProperty, ItemPage } from './admin-types'
import { adminKeys } from './query-keys'

// GET /api/admin/properties and /jobs: the same `{ items, total }` page over two tables (drivers: get-admin-drivers.ts).

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

export const useAdminProperties = () => useQuery(adminPropertiesQueryOptions)
export const useAdminJobs = () => useQuery(adminJobsQueryOptions)
