import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { VendorOrder } from './vendor-types'
import { vendorKeys } from './query-keys'

/** GET /api/vendor/orders: the orders holding this vendor's products, with only its lines. */
export const vendorOrdersQueryOptions = queryOptions({
  queryKey: vendorKeys.orders,
  queryFn: ({ signal }) => apiClient.get<{ orders: VendorOrder[] }>('/api/vendor/orders', signal),
  staleTime: 0,
})

export function useVendorOrders() {
  return useQuery(vendorOrdersQueryOptions)
}
