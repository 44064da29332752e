import type { ProductDetail } from '@soko/shared/products/product.schema'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, apiClient } from '@/lib/api-client'
import { takeBootList } from '@/lib/boot-lists'
import { productsQueryKey } from './query-keys'

export const productQueryKey = (id: string) => [...productsQueryKey, 'detail', id] as const

const productUrl = (id: string) => `/api/products/${encodeURIComponent(id)}`

/** A product and related products from its category; an unknown id is a 404, never retried. */
export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: productQueryKey(id),
    queryFn: ({ signal }) => apiClient.get<ProductDetail>(productUrl(id), signal),
    // The page itself may carry the product (the server's page data): it renders without a wait.
    initialData: () => takeBootList<ProductDetail>('product', { id }, productUrl(id)),
    staleTime: 60_000,
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
  })
}

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id))
}
