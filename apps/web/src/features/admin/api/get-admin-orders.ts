import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { AdminOrderList } from './admin-types'
import { ADMIN_LIST_FRESH_MS, ADMIN_PAGE_SIZE, adminKeys, withQuery } from './query-keys'

/** GET /api/admin/orders, newest first, a page at a time; "Load more" follows next_before. */
export const adminOrdersQueryOptions = (filters: { search: string; status: string }) =>
  infiniteQueryOptions({
    queryKey: [...adminKeys.orders, filters],
    queryFn: ({ signal, pageParam }) =>
      apiClient.get<AdminOrderList>(
        withQuery('/api/admin/orders', { ...filters, limit: ADMIN_PAGE_SIZE, before: pageParam }),
        signal,
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.next_before ?? undefined,
    staleTime: ADMIN_LIST_FRESH_MS,
    placeholderData: keepPreviousData,
  })

export function useAdminOrders(filters: { search: string; status: string }) {
  return useInfiniteQuery(adminOrdersQueryOptions(filters))
}
