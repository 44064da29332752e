import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { AdminProductList } from './admin-types'
import { ADMIN_LIST_FRESH_MS, ADMIN_PAGE_SIZE, adminKeys, withQuery } from './query-keys'

/** GET /api/admin/products, newest first, a page at a time; "Load more" follows next_before. */
export const adminProductsQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: [...adminKeys.products, { search }],
    queryFn: ({ signal, pageParam }) =>
      apiClient.get<AdminProductList>(
        withQuery('/api/admin/products', { search, limit: ADMIN_PAGE_SIZE, before: pageParam }),
        signal,
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.next_before ?? undefined,
    staleTime: ADMIN_LIST_FRESH_MS,
    placeholderData: keepPreviousData,
  })

export function useAdminProducts(search: string) {
  return useInfiniteQuery(adminProductsQueryOptions(search))
}
