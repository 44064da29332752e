import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { EmployerJob } from './employer-types'
import { employerApi, employerKeys } from './query-keys'

/** GET /api/employer-dashboard/jobs: the employer's own jobs (every status but removed), newest first. */
export const employerJobsQueryOptions = queryOptions({
  queryKey: employerKeys.jobs,
  queryFn: ({ signal }) =>
    apiClient.get<{ items: EmployerJob[] }>(`${employerApi}/jobs`, signal).then((page) => page.items),
  staleTime: 15_000,
})

export function useEmployerJobs() {
  return useQuery(employerJobsQueryOptions)
}
