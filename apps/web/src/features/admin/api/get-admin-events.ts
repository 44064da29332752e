import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { AdminEventList } from './admin-types'
import { ADMIN_LIST_FRESH_MS, adminKeys, withQuery } from './query-keys'

export const ADMIN_EVENTS_PAGE_SIZE = 25

/** GET /api/admin/events: every event, published or not, with its promoter and sales. */
export const adminEventsQueryOptions = ({ search, page }: { search: string; page: number }) =>
  queryOptions({
    queryKey: [...adminKeys.events, search, page],
    queryFn: ({ signal }) =>
      apiClient.get<AdminEventList>(
        withQuery('/api/admin/events', { search, page, limit: ADMIN_EVENTS_PAGE_SIZE }),
        signal,
      ),
    staleTime: ADMIN_LIST_FRESH_MS,
    placeholderData: keepPreviousData,
  })

export function useAdminEvents(filters: { search: string; page: number }) {
  return useQuery(adminEventsQueryOptions(filters))
}
