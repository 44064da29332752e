import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { AdminOrderList } from './admin-types'
import { ADMIN_LIST_FRESH_MS, adminKeys, withQuery } from './query-keys'

/** Rows a page: what a phone renders at once without a long task (a page of 200 took about a second). */
export const ADMIN_ORDERS_PAGE_SIZE = 30

/** GET /api/admin/orders, newest first, a page at a time; "Load more" follows next_before. */
export const adminOrdersQueryOptions = (filters: { search: string; status: string }) =>
  infiniteQueryOptions({
    queryKey: [...adminKeys.orders, filters],
    queryFn: ({ signal, pageParam }) =>
      apiClient.get<AdminOrderList>(
        withQuery('/api/admin/orders', { ...filters, limit: ADMIN_ORDERS_PAGE_SIZE, before: pageParam }),
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
