import { jobStatuses, type JobStatus } from '@soko/shared/jobs/jobs.constants'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { AdminJob } from './admin-types'
import { ADMIN_LIST_FRESH_MS, adminKeys, withQuery } from './query-keys'

/** The status filter of /admin/jobs (`?status=` in the URL and the API); '' is All. */
export type JobFilter = JobStatus | ''
export const jobFilterOf = (value: string | null): JobFilter =>
  jobStatuses.find((status) => status === value) ?? ''

export interface AdminJobsQuery {
  search: string
  status: JobFilter
}

/** GET /api/admin/jobs?search=&status=: every job (removed ones too), with its employer and applications. */
export const adminJobsQueryOptions = (query: AdminJobsQuery) =>
  queryOptions({
    // Starts with adminKeys.jobs: every action refreshes it.
    queryKey: [...adminKeys.jobs, query],
    queryFn: ({ signal }) =>
      apiClient.get<{ items: AdminJob[]; total: number }>(withQuery('/api/admin/jobs', { ...query }), signal),
    staleTime: ADMIN_LIST_FRESH_MS,
    placeholderData: keepPreviousData,
  })

export function useAdminJobs(query: AdminJobsQuery) {
  return useQuery(adminJobsQueryOptions(query))
}
