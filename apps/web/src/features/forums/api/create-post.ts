import type { CreateForumPost, ForumPost } from '@soko/shared/community/forums.schema'
import { apiClient } from '@/lib/api-client'

/** POST /api/forums/posts (rate limited): answers the new post. */
export function createForumPost(body: CreateForumPost) {
  return apiClient.post<ForumPost>('/api/forums/posts', body)
}
