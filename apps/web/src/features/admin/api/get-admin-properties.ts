import { propertyStatuses, type PropertyStatus } from '@soko/shared/real-estate/real-estate.constants'
import type { AdminAgent, AdminProperty } from '@soko/shared/real-estate/real-estate.schema'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { ADMIN_LIST_FRESH_MS, adminKeys, withQuery } from './query-keys'

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

/** GET /api/admin/properties?search=&status=: every status, newest first, at most 200, and how many match. */
export const adminPropertiesQueryOptions = (query: PropertyQuery) =>
  queryOptions({
    queryKey: listKey(query),
    queryFn: ({ signal }) =>
      apiClient.get<{ items: AdminProperty[]; total: number }>(
        withQuery('/api/admin/properties', { ...query }),
        signal,
      ),
    staleTime: ADMIN_LIST_FRESH_MS,
    placeholderData: keepPreviousData,
  })

export function useAdminProperties(query: PropertyQuery) {
  return useQuery(adminPropertiesQueryOptions(query))
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
