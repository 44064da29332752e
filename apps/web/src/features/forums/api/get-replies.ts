import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { ForumReplyPage } from '@soko/shared/community/forums.schema'
import { apiClient } from '@/lib/api-client'
import { forumRepliesKey } from './query-keys'

/** GET /api/forums/posts/:id/replies: oldest first, paged with the server's cursor. */
export function getForumReplies(postId: string, cursor: string | null, signal?: AbortSignal) {
  const suffix = cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''
  return apiClient.get<ForumReplyPage>(
    `/api/forums/posts/${encodeURIComponent(postId)}/replies${suffix}`,
    signal,
  )
}

export function forumRepliesQueryOptions(postId: string) {
  return infiniteQueryOptions({
    queryKey: forumRepliesKey(postId),
    queryFn: ({ pageParam, signal }) => getForumReplies(postId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  })
}

export function useForumReplies(postId: string) {
  return useInfiniteQuery(forumRepliesQueryOptions(postId))
}
