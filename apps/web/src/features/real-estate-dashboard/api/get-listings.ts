import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { AgentListing } from '../dashboard-types'
import { dashboardApi, dashboardKeys } from './query-keys'

/** GET /api/real-estate-dashboard/listings: the agent's own listings, newest first, with their figures. */
export const listingsQueryOptions = queryOptions({
  queryKey: dashboardKeys.listings,
  queryFn: ({ signal }) => apiClient.get<{ items: AgentListing[] }>(`${dashboardApi}/listings`, signal),
  staleTime: 10_000,
})

export function useAgentListings() {
  return useQuery(listingsQueryOptions)
}
