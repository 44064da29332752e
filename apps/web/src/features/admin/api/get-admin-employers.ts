import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { AdminEmployer } from './admin-types'
import { ADMIN_LIST_FRESH_MS, adminKeys } from './query-keys'

/** GET /api/admin/employers: the accounts an administrator made employers (decision 023). */
export const adminEmployersQueryOptions = queryOptions({
  queryKey: adminKeys.employers,
  queryFn: ({ signal }) =>
    apiClient.get<{ items: AdminEmployer[] }>('/api/admin/employers', signal).then((page) => page.items),
  staleTime: ADMIN_LIST_FRESH_MS,
})

export function useAdminEmployers() {
  return useQuery(adminEmployersQueryOptions)
}
