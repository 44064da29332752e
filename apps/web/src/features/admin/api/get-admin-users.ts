import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { AdminUser } from './admin-types'
import { ADMIN_LIST_FRESH_MS, adminKeys, withQuery } from './query-keys'

export const adminUsersQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...adminKeys.users, search],
    queryFn: ({ signal }) =>
      apiClient.get<{ users: AdminUser[] }>(withQuery('/api/admin/users', { search }), signal),
    staleTime: ADMIN_LIST_FRESH_MS,
    placeholderData: keepPreviousData,
  })

export function useAdminUsers(search: string) {
  return useQuery(adminUsersQueryOptions(search))
}
