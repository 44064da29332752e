import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient, ApiError } from '@/lib/api-client'
import type { VendorOverview } from './vendor-types'
import { vendorKeys } from './query-keys'

/** The server's word for "not an approved vendor" (docs/providers-api.md). */
export const VENDOR_ACCESS_REQUIRED = 'vendor_access_required'

export const isVendorAccessRequired = (error: unknown) =>
  error instanceof ApiError && error.code === VENDOR_ACCESS_REQUIRED

/** GET /api/vendor/overview: the vendor and its figures; 403 vendor_access_required for anyone else. */
export const vendorOverviewQueryOptions = queryOptions({
  queryKey: vendorKeys.overview,
  queryFn: ({ signal }) => apiClient.get<VendorOverview>('/api/vendor/overview', signal),
  staleTime: 0,
  // A refusal is an answer, not a hiccup: no retry.
  retry: (failures, error) => !isVendorAccessRequired(error) && failures < 1,
})

export function useVendorOverview() {
  return useQuery(vendorOverviewQueryOptions)
}
