import type { ForumLike } from '@soko/shared/community/forums.schema'
import { apiClient } from '@/lib/api-client'

/** POST /api/forums/posts/:id/like: the server toggles and answers the state after it. */
export function toggleForumLike(postId: string) {
  return apiClient.post<ForumLike>(`/api/forums/posts/${encodeURIComponent(postId)}/like`, undefined)
}
