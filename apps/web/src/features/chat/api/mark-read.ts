import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { chatKeys } from './query-keys'

/** POST /api/chat/conversations/:id/read: the other person's ticks turn to read (chat.read). */
export function markConversationRead(conversationId: string) {
  return apiClient.post<void>(`/api/chat/conversations/${encodeURIComponent(conversationId)}/read`, {})
}

export function useMarkRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markConversationRead,
    // The list's unread counts and the sidebar's badge.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chatKeys.conversations() }),
        queryClient.invalidateQueries({ queryKey: chatKeys.unread() }),
      ]),
  })
}
