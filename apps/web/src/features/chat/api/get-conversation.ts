import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ChatConversation } from '@soko/shared/community/chat.schema'
import { apiClient } from '@/lib/api-client'
import { chatKeys } from './query-keys'

/** GET /api/chat/conversations/:id: participants only (404 chat.conversation_not_found otherwise). */
export function getConversation(id: string, signal?: AbortSignal) {
  return apiClient.get<ChatConversation>(`/api/chat/conversations/${encodeURIComponent(id)}`, signal)
}

export function conversationQueryOptions(id: string) {
  return queryOptions({
    queryKey: chatKeys.conversation(id),
    queryFn: ({ signal }) => getConversation(id, signal),
    staleTime: 30_000,
    retry: false,
  })
}

export function useConversation(id: string) {
  return useQuery(conversationQueryOptions(id))
}
