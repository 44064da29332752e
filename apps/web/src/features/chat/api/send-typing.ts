import { apiClient } from '@/lib/api-client'

/** POST /api/chat/conversations/:id/typing: tells the other person (chat.typing); no reply worth waiting for. */
export function sendTyping(conversationId: string) {
  return apiClient.post<void>(`/api/chat/conversations/${encodeURIComponent(conversationId)}/typing`, {})
}
