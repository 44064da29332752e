import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient, ApiError } from '@/lib/api-client'
import { takeBootList } from '@/lib/boot-lists'
import { useSession } from '@/lib/session'
import type { JobDetail } from '../job-types'
import { jobKeys, jobPath } from './query-keys'

/** GET /api/jobs/{id}: the whole posting with the viewer's own application; a 404 is an answer, not a hiccup. */
export function jobQueryOptions(id: string, viewerId: string | null) {
  return queryOptions({
    queryKey: jobKeys.detail(id, viewerId),
    queryFn: ({ signal }) => apiClient.get<JobDetail>(jobPath(id), signal),
    // The page itself may carry the posting as this viewer sees it (the server's page data).
    initialData: () => takeBootList<JobDetail>('job', { id, viewer: viewerId ?? 'guest' }, jobPath(id)),
    staleTime: 30_000,
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
  })
}

/** The job as this viewer sees it; asked once the session is known (the answer depends on who asks). */
export function useJob(id: string) {
  const { user, isLoading } = useSession()
  const viewerId = user?.id ?? null
  return { viewerId, query: useQuery({ ...jobQueryOptions(id, viewerId), enabled: !isLoading }) }
}
