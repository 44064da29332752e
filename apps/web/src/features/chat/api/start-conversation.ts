import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ChatConversation } from '@soko/shared/community/chat.schema'
import { apiClient } from '@/lib/api-client'
import { chatKeys } from './query-keys'

/** POST /api/chat/conversations {user_id}: the pair's conversation (200) or a new one (201). */
export function startConversation(userId: string) {
  return apiClient.post<ChatConversation>('/api/chat/conversations', { user_id: userId })
}

export function useStartConversation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: startConversation,
    onSuccess: (conversation) => {
      queryClient.setQueryData(chatKeys.conversation(conversation.id), conversation)
      return queryClient.invalidateQueries({ queryKey: chatKeys.conversations() })
    },
  })
}
