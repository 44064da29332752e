import type { CreateForumReply, ForumReply } from '@soko/shared/community/forums.schema'
import { apiClient } from '@/lib/api-client'

/** POST /api/forums/posts/:id/replies (rate limited): a reply to the post or to one of its replies. */
export function createForumReply(postId: string, body: CreateForumReply) {
  return apiClient.post<ForumReply>(`/api/forums/posts/${encodeURIComponent(postId)}/replies`, body)
}
