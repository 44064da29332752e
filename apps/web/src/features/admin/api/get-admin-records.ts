import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { AdminJob, ItemPage } from './admin-types'
import { adminKeys } from './query-keys'

// GET /api/admin/jobs: a `{ items, total }` page (drivers: get-admin-drivers.ts, properties: get-admin-properties.ts).

export const adminJobsQueryOptions = queryOptions({
  queryKey: adminKeys.jobs,
  queryFn: ({ signal }) => apiClient.get<ItemPage<AdminJob>>('/api/admin/jobs', signal),
  staleTime: 0,
})

export const useAdminJobs = () => useQuery(adminJobsQueryOptions)
