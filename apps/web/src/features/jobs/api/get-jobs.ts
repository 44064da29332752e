import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { JobListParams } from '../job-filters'
import { JOBS_PAGE_SIZE, JOBS_STALE_MS, type JobPage } from '../job-types'
import { jobKeys } from './query-keys'

/** GET /api/jobs: one page of open jobs whose deadline has not passed, newest first. */
export function getJobs(params: JobListParams & { page: number }, signal?: AbortSignal) {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value))
  query.set('page_size', String(JOBS_PAGE_SIZE))
  return apiClient.get<JobPage>(`/api/jobs?${query}`, signal)
}

/** Page after page ("Load more"). */
export function jobsQueryOptions(params: JobListParams) {
  return infiniteQueryOptions({
    queryKey: jobKeys.list(params),
    queryFn: ({ pageParam, signal }) => getJobs({ ...params, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => {
      const size = last.page_size || JOBS_PAGE_SIZE
      return last.page * size < last.total ? last.page + 1 : undefined
    },
    staleTime: JOBS_STALE_MS,
    // A new search or filter keeps the cards on screen until its answer arrives.
    placeholderData: keepPreviousData,
  })
}

export function useJobs(params: JobListParams) {
  return useInfiniteQuery(jobsQueryOptions(params))
}
