import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { AdminVendor } from './admin-types'
import { ADMIN_LIST_FRESH_MS, adminKeys, withQuery } from './query-keys'

export const adminVendorsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...adminKeys.vendors, search],
    queryFn: ({ signal }) =>
      apiClient.get<{ vendors: AdminVendor[] }>(withQuery('/api/admin/vendors', { search }), signal),
    staleTime: ADMIN_LIST_FRESH_MS,
    placeholderData: keepPreviousData,
  })

export function useAdminVendors(search: string) {
  return useQuery(adminVendorsQueryOptions(search))
}
