import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { productsQueryKey } from './query-keys'

/** The distinct categories of in-stock products (spec 000 section 7). */
export const categoriesQueryOptions = queryOptions({
  queryKey: [...productsQueryKey, 'categories'],
  queryFn: ({ signal }) => apiClient.get<{ categories: string[] }>('/api/products/categories', signal),
  select: (data) => data.categories,
  staleTime: 60_000,
})

export function useCategories() {
  return useQuery(categoriesQueryOptions)
}
