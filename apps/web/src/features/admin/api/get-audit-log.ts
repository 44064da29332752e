import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { AuditPage } from './admin-types'
import { ADMIN_LIST_FRESH_MS, adminKeys, withQuery } from './query-keys'

export interface AuditFilters {
  action: string
  entity_type: string
  from: string
  to: string
}

/** GET /api/admin/audit, newest first, 50 a page, "Load more" follows next_cursor. */
export const auditLogQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: [...adminKeys.audit, filters],
    queryFn: ({ signal, pageParam }) =>
      apiClient.get<AuditPage>(withQuery('/api/admin/audit', { ...filters, cursor: pageParam }), signal),
    initialPageParam: '',
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    staleTime: ADMIN_LIST_FRESH_MS,
  })

export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery(auditLogQueryOptions(filters))
}
