import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { VendorOption } from './admin-types'
import { adminKeys } from './query-keys'

/** Active, approved vendors by name: the Add Product vendor select. */
export const vendorOptionsQueryOptions = queryOptions({
  queryKey: adminKeys.vendorOptions,
  queryFn: ({ signal }) => apiClient.get<{ vendors: VendorOption[] }>('/api/admin/vendor-options', signal),
  staleTime: 60_000,
})

export function useVendorOptions() {
  return useQuery(vendorOptionsQueryOptions)
}
