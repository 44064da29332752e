import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { VendorProduct } from './vendor-types'
import { vendorKeys } from './query-keys'

/** GET /api/vendor/products: the vendor's own products. */
export const vendorProductsQueryOptions = queryOptions({
  queryKey: vendorKeys.products,
  queryFn: ({ signal }) => apiClient.get<{ products: VendorProduct[] }>('/api/vendor/products', signal),
  staleTime: 0,
})

export function useVendorProducts() {
  return useQuery(vendorProductsQueryOptions)
}
