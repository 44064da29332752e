import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, apiClient } from '@/lib/api-client'
import type { RealEstateDashboard } from '../dashboard-types'
import { dashboardApi, dashboardKeys } from './query-keys'

/** The server's word for "not a verified agent" (403 before anything else is read). */
export const NOT_AGENT = 'real_estate.not_agent'

export const isNotAgent = (error: unknown) => error instanceof ApiError && error.code === NOT_AGENT

/** GET /api/real-estate-dashboard: the agent and the figures (listings, available, views, pending viewings). */
export const dashboardQueryOptions = queryOptions({
  queryKey: dashboardKeys.dashboard,
  queryFn: ({ signal }) => apiClient.get<RealEstateDashboard>(dashboardApi, signal),
  staleTime: 10_000,
  // A refusal is an answer, not a hiccup: no retry.
  retry: (failures, error) => !isNotAgent(error) && failures < 1,
})

export function useAgentDashboard() {
  return useQuery(dashboardQueryOptions)
}
