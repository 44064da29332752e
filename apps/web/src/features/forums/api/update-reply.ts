import type { ForumReply } from '@soko/shared/community/forums.schema'
import { apiClient } from '@/lib/api-client'

/** PATCH /api/forums/replies/:id: the author, within 15 minutes (409 forums.edit_window_closed after). */
export function updateForumReply(replyId: string, content: string) {
  return apiClient.patch<ForumReply>(`/api/forums/replies/${encodeURIComponent(replyId)}`, { content })
}
