import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { MyApplication } from '../job-types'
import { jobKeys } from './query-keys'

/** GET /api/job-applications/mine: the signed-in user's applications, newest first. */
export const myApplicationsQueryOptions = queryOptions({
  queryKey: jobKeys.mine,
  queryFn: ({ signal }) =>
    apiClient
      .get<{ items: MyApplication[] }>('/api/job-applications/mine', signal)
      .then((page) => page.items),
  staleTime: 15_000,
})

export function useMyApplications() {
  return useQuery(myApplicationsQueryOptions)
}
