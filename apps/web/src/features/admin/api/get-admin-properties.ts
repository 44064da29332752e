import { propertyStatuses, type PropertyStatus } from '@soko/shared/real-estate/real-estate.constants'
import type { AdminAgent, AdminPropertyList } from '@soko/shared/real-estate/real-estate.schema'
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { ADMIN_LIST_FRESH_MS, ADMIN_PAGE_SIZE, adminKeys, withQuery } from './query-keys'

/** The status filter of /admin/properties (`?status=` in the URL and the API); '' is All. */
export type PropertyFilter = PropertyStatus | ''

export const propertyFilterOf = (value: string | null): PropertyFilter =>
  propertyStatuses.find((status) => status === value) ?? ''

export interface PropertyQuery {
  search: string
  status: PropertyFilter
}

// Both keys start with adminKeys.properties: the agent_verified notice and every action refresh them.
const listKey = (query: PropertyQuery) => [...adminKeys.properties, 'list', query] as const
export const adminAgentsKey = [...adminKeys.properties, 'agents'] as const

/**
 * GET /api/admin/properties?search=&status=: every status, newest first, a page at a time, and how many match;
 * "Load more" follows next_before.
 */
export const adminPropertiesQueryOptions = (query: PropertyQuery) =>
  infiniteQueryOptions({
    queryKey: listKey(query),
    queryFn: ({ signal, pageParam }) =>
      apiClient.get<AdminPropertyList>(
        withQuery('/api/admin/properties', { ...query, limit: ADMIN_PAGE_SIZE, before: pageParam }),
        signal,
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.next_before ?? undefined,
    staleTime: ADMIN_LIST_FRESH_MS,
    placeholderData: keepPreviousData,
  })

export function useAdminProperties(query: PropertyQuery) {
  return useInfiniteQuery(adminPropertiesQueryOptions(query))
}

/** GET /api/admin/real-estate-agents */
export const adminAgentsQueryOptions = queryOptions({
  queryKey: adminAgentsKey,
  queryFn: ({ signal }) => apiClient.get<{ items: AdminAgent[] }>('/api/admin/real-estate-agents', signal),
  staleTime: ADMIN_LIST_FRESH_MS,
})

export function useAdminAgents(enabled: boolean) {
  return useQuery({ ...adminAgentsQueryOptions, enabled })
}
