import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ChatConversation } from '@soko/shared/community/chat.schema'
import { apiClient } from '@/lib/api-client'
import { chatKeys } from './query-keys'

/** GET /api/chat/conversations?search: mine, the latest message first. */
export function getConversations(search: string, signal?: AbortSignal) {
  const query = search ? `?${new URLSearchParams({ search })}` : ''
  return apiClient.get<ChatConversation[]>(`/api/chat/conversations${query}`, signal)
}

export function conversationsQueryOptions(search: string) {
  return queryOptions({
    queryKey: chatKeys.conversationList(search),
    queryFn: ({ signal }) => getConversations(search, signal),
    staleTime: 30_000,
    // A new search keeps the list on screen until its answer arrives.
    placeholderData: keepPreviousData,
  })
}

export function useConversations(search: string) {
  return useQuery(conversationsQueryOptions(search))
}
