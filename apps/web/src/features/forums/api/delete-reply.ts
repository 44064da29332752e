import { apiClient } from '@/lib/api-client'

/** DELETE /api/forums/replies/:id: the author, within 15 minutes; its own replies go with it. */
export function deleteForumReply(replyId: string) {
  return apiClient.delete<void>(`/api/forums/replies/${encodeURIComponent(replyId)}`)
}
