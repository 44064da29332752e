import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { AdminProperty, ItemPage } from './admin-types'
import { adminKeys } from './query-keys'

// GET /api/admin/properties: a `{ items, total }` page (drivers: get-admin-drivers.ts, jobs: get-admin-jobs.ts).

export const adminPropertiesQueryOptions = queryOptions({
  queryKey: adminKeys.properties,
  queryFn: ({ signal }) => apiClient.get<ItemPage<AdminProperty>>('/api/admin/properties', signal),
  staleTime: 0,
})

export const useAdminProperties = () => useQuery(adminPropertiesQueryOptions)
