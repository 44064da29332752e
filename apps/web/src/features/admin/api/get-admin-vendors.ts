import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { AdminVendorList } from './admin-types'
import { ADMIN_LIST_FRESH_MS, ADMIN_PAGE_SIZE, adminKeys, withQuery } from './query-keys'

/** GET /api/admin/vendors, newest first, a page at a time; "Load more" follows next_before. */
export const adminVendorsQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: [...adminKeys.vendors, { search }],
    queryFn: ({ signal, pageParam }) =>
      apiClient.get<AdminVendorList>(
        withQuery('/api/admin/vendors', { search, limit: ADMIN_PAGE_SIZE, before: pageParam }),
        signal,
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.next_before ?? undefined,
    staleTime: ADMIN_LIST_FRESH_MS,
    placeholderData: keepPreviousData,
  })

export function useAdminVendors(search: string) {
  return useInfiniteQuery(adminVendorsQueryOptions(search))
}
