import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { AdminUserList } from './admin-types'
import { ADMIN_LIST_FRESH_MS, ADMIN_PAGE_SIZE, adminKeys, withQuery } from './query-keys'

/** GET /api/admin/users, newest first, a page at a time; "Load more" follows next_before. */
export const adminUsersQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: [...adminKeys.users, { search }],
    queryFn: ({ signal, pageParam }) =>
      apiClient.get<AdminUserList>(
        withQuery('/api/admin/users', { search, limit: ADMIN_PAGE_SIZE, before: pageParam }),
        signal,
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.next_before ?? undefined,
    staleTime: ADMIN_LIST_FRESH_MS,
    placeholderData: keepPreviousData,
  })

export function useAdminUsers(search: string) {
  return useInfiniteQuery(adminUsersQueryOptions(search))
}
