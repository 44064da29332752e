import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { AdminProduct } from './admin-types'
import { ADMIN_LIST_FRESH_MS, adminKeys, withQuery } from './query-keys'

export const adminProductsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...adminKeys.products, search],
    queryFn: ({ signal }) =>
      apiClient.get<{ products: AdminProduct[] }>(withQuery('/api/admin/products', { search }), signal),
    staleTime: ADMIN_LIST_FRESH_MS,
    placeholderData: keepPreviousData,
  })

export function useAdminProducts(search: string) {
  return useQuery(adminProductsQueryOptions(search))
}
