import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { ChatMessagePage } from '@soko/shared/community/chat.schema'
import { CHAT_MESSAGES_PAGE_SIZE } from '@soko/shared/community/community.constants'
import { apiClient } from '@/lib/api-client'
import { chatKeys } from './query-keys'

/** GET /api/chat/conversations/:id/messages?before: the newest 50 (oldest first), `before` for older ones. */
export function getMessages(conversationId: string, before: string | undefined, signal?: AbortSignal) {
  const query = new URLSearchParams({ limit: String(CHAT_MESSAGES_PAGE_SIZE) })
  if (before) query.set('before', before)
  return apiClient.get<ChatMessagePage>(
    `/api/chat/conversations/${encodeURIComponent(conversationId)}/messages?${query}`,
    signal,
  )
}

/** Page 0 is the newest; each next page is older (loaded when the reader scrolls up). */
export function messagesQueryOptions(conversationId: string) {
  return infiniteQueryOptions({
    queryKey: chatKeys.messages(conversationId),
    queryFn: ({ pageParam, signal }) => getMessages(conversationId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_before ?? undefined,
    retry: false,
  })
}

export function useMessages(conversationId: string) {
  return useInfiniteQuery(messagesQueryOptions(conversationId))
}
