// The live channel belongs to the notifications feature; the chat (features/chat) and the sidebar's unread
// badge (components/layout) show what it carries. Features do not import each other, so the channel hands the
// chat events over through this small relay, and the query keys they refresh live here.
import { queryOptions } from '@tanstack/react-query'
import type { ChatMessage } from '@soko/shared/community/chat.schema'
import { apiClient } from './api-client'

/** Every query of the chat (conversations, messages, user search) starts with this key. */
export const chatQueryKey = ['chat'] as const

/** GET /api/chat/unread: the number of unread messages in all of the user's conversations. */
export const chatUnreadQueryOptions = () =>
  queryOptions({
    queryKey: [...chatQueryKey, 'unread'] as const,
    queryFn: ({ signal }) => apiClient.get<{ unread_count: number }>('/api/chat/unread', signal),
    staleTime: 60_000,
  })

// The types are spelled in two pieces on purpose: the English-strings build plugin reads any quoted "chat" +
// "." followed by a letter as a use of en.json's "chat" group, and this module is in every page's chunk.
export const chatMessageType = `${'chat'}.message` as const
export const chatTypingType = `${'chat'}.typing` as const
export const chatReadType = `${'chat'}.read` as const

/** A message in one of the user's conversations (theirs, from another tab or device, or the other's). */
export interface ChatMessageLive {
  type: typeof chatMessageType
  conversation_id: string
  message: ChatMessage
}
/** The other person is typing in the conversation (sent at most every few seconds while they type). */
export interface ChatTypingLive {
  type: typeof chatTypingType
  conversation_id: string
  user_id: string
}
/** The other person's chat has shown the messages up to `read_at` (read receipts). */
export interface ChatReadLive {
  type: typeof chatReadType
  conversation_id: string
  reader_id: string
  read_at: string
}
export type ChatLiveMessage = ChatMessageLive | ChatTypingLive | ChatReadLive

type Listener = (message: ChatLiveMessage) => void
const listeners = new Set<Listener>()

/** An open chat listens (typing indicator, bubbles, receipts); returns the unsubscribe. */
export function subscribeChatLive(listener: Listener) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Called by the live channel; nobody listening means the event only refreshed the queries. */
export function publishChatLive(message: ChatLiveMessage) {
  for (const listener of listeners) listener(message)
}

const isText = (value: unknown): value is string => typeof value === 'string'

/** Outside data: checked by hand (decision 005), without zod in the shell's chunk. */
export function readChatLive(event: Record<string, unknown>): ChatLiveMessage | undefined {
  const { type, conversation_id } = event
  if (!isText(conversation_id)) return undefined
  if (type === chatTypingType) {
    return isText(event.user_id) ? { type, conversation_id, user_id: event.user_id } : undefined
  }
  if (type === chatReadType) {
    const { reader_id, read_at } = event
    return isText(reader_id) && isText(read_at) ? { type, conversation_id, reader_id, read_at } : undefined
  }
  if (type === chatMessageType) {
    const message = event.message
    if (typeof message !== 'object' || message === null) return undefined
    const { id, sender_id, content, created_at, hidden, status } = message as Record<string, unknown>
    if (!isText(id) || !isText(sender_id) || !isText(content) || !isText(created_at)) return undefined
    return {
      type,
      conversation_id,
      message: {
        id,
        conversation_id,
        sender_id,
        content,
        created_at,
        message_type: 'text',
        hidden: hidden === true,
        status: status === 'read' ? 'read' : 'sent',
      },
    }
  }
  return undefined
}
