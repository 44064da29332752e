import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ForumPost } from '@soko/shared/community/forums.schema'
import { ApiError, apiClient } from '@/lib/api-client'
import { forumPostKey } from './query-keys'

/** GET /api/forums/posts/:id: 404 when the post is hidden or unknown. */
export function getForumPost(postId: string, signal?: AbortSignal) {
  return apiClient.get<ForumPost>(`/api/forums/posts/${encodeURIComponent(postId)}`, signal)
}

export function forumPostQueryOptions(postId: string) {
  return queryOptions({
    queryKey: forumPostKey(postId),
    queryFn: ({ signal }) => getForumPost(postId, signal),
    // A missing post stays missing: no retries of a 404.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  })
}

export function useForumPost(postId: string) {
  return useQuery(forumPostQueryOptions(postId))
}
