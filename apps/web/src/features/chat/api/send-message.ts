import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ChatMessage } from '@soko/shared/community/chat.schema'
import { apiClient } from '@/lib/api-client'
import { addMessage, addPending, pendingMessage, removeMessage, type MessagePages } from '../messages-cache'
import { chatKeys } from './query-keys'

/** POST /api/chat/conversations/:id/messages {content}: 201 the stored message (403 blocked, 429 too fast). */
export function sendMessage(conversationId: string, content: string) {
  return apiClient.post<ChatMessage>(
    `/api/chat/conversations/${encodeURIComponent(conversationId)}/messages`,
    { content },
  )
}

/** Sends with the message shown at once (optimistic); a failure takes it away again. */
export function useSendMessage(conversationId: string, senderId: string) {
  const queryClient = useQueryClient()
  const key = chatKeys.messages(conversationId)
  return useMutation({
    mutationFn: (content: string) => sendMessage(conversationId, content),
    onMutate: async (content) => {
      await queryClient.cancelQueries({ queryKey: key })
      const pending = pendingMessage(conversationId, senderId, content)
      queryClient.setQueryData<MessagePages>(key, (data) => addPending(data, pending))
      return { pendingId: pending.id }
    },
    onSuccess: (message, _content, context) => {
      queryClient.setQueryData<MessagePages>(key, (data) => addMessage(data, message, context.pendingId))
    },
    onError: (_error, _content, context) => {
      if (context)
        queryClient.setQueryData<MessagePages>(key, (data) => removeMessage(data, context.pendingId))
    },
    // 001 section 4: after sending, the messages and conversations lists refresh.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chatKeys.conversations() }),
        queryClient.invalidateQueries({ queryKey: key }),
      ]),
  })
}
