import type { ProductDetail } from '@soko/shared/products/product.schema'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, apiClient } from '@/lib/api-client'
import { productsQueryKey } from './query-keys'

export const productQueryKey = (id: string) => [...productsQueryKey, 'detail', id] as const

/** A product and related products from its category; an unknown id is a 404, never retried. */
export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: productQueryKey(id),
    queryFn: ({ signal }) => apiClient.get<ProductDetail>(`/api/products/${encodeURIComponent(id)}`, signal),
    staleTime: 60_000,
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
  })
}

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id))
}
