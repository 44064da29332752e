import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, apiClient } from '@/lib/api-client'
import type { EmployerDashboard } from './employer-types'
import { employerApi, employerKeys } from './query-keys'

/** The server's word for "not an employer" (403 on the whole dashboard, decision 023). */
export const NOT_EMPLOYER = 'jobs.not_employer'

export const isNotEmployer = (error: unknown) => error instanceof ApiError && error.code === NOT_EMPLOYER

/** GET /api/employer-dashboard: why this user may post, and the figures. */
export const employerDashboardQueryOptions = queryOptions({
  queryKey: employerKeys.overview,
  queryFn: ({ signal }) => apiClient.get<EmployerDashboard>(employerApi, signal),
  staleTime: 15_000,
  // A refusal is an answer, not a hiccup: no retry.
  retry: (failures, error) => !isNotEmployer(error) && failures < 1,
})

export function useEmployerDashboard() {
  return useQuery(employerDashboardQueryOptions)
}
