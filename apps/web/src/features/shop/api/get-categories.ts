import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { apiClient } from '@/lib/api-client'
import { productsQueryKey } from './get-products'

const categoriesSchema = z.object({ categories: z.array(z.string()) })

/** The distinct categories of in-stock products (spec 000 section 7). */
export const categoriesQueryOptions = queryOptions({
  queryKey: [...productsQueryKey, 'categories'],
  queryFn: ({ signal }) => apiClient.get('/api/products/categories', categoriesSchema, signal),
  select: (data) => data.categories,
  staleTime: 60_000,
})

export function useCategories() {
  return useQuery(categoriesQueryOptions)
}
