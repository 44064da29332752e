import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { AdminOrderList } from './admin-types'
import { ADMIN_LIST_FRESH_MS, adminKeys, withQuery } from './query-keys'

export const adminOrdersQueryOptions = (filters: { search: string; status: string }) =>
  queryOptions({
    queryKey: [...adminKeys.orders, filters],
    queryFn: ({ signal }) => apiClient.get<AdminOrderList>(withQuery('/api/admin/orders', filters), signal),
    staleTime: ADMIN_LIST_FRESH_MS,
    placeholderData: keepPreviousData,
  })

export function useAdminOrders(filters: { search: string; status: string }) {
  return useQuery(adminOrdersQueryOptions(filters))
}
