import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { ActivityPage } from '../activity-types'

export const activityQueryKey = ['activity'] as const
const pageSize = 20

/** GET /api/activity: everything the signed-in customer has going, newest first, page after page. */
export const activityQueryOptions = infiniteQueryOptions({
  queryKey: activityQueryKey,
  queryFn: ({ pageParam, signal }) => {
    const query = new URLSearchParams({ limit: String(pageSize) })
    if (pageParam) query.set('cursor', pageParam)
    return apiClient.get<ActivityPage>(`/api/activity?${query}`, signal)
  },
  initialPageParam: '',
  getNextPageParam: (last) => last.next_cursor ?? undefined,
  staleTime: 0,
})

export function useActivity() {
  return useInfiniteQuery(activityQueryOptions)
}
