import type { ChatMessage, ChatMessagePage } from '@soko/shared/community/chat.schema'
import type { InfiniteData } from '@tanstack/react-query'

// The open chat's pages as TanStack Query keeps them: page 0 is the newest (oldest first within each page),
// later pages are older. Live messages and one's own optimistic ones are added to page 0.

export type MessagePages = InfiniteData<ChatMessagePage, unknown>

const pendingPrefix = 'pending:'
let pendingCount = 0

/** A message shown at once while the server stores it; its id says it is not stored yet. */
export function pendingMessage(conversationId: string, senderId: string, content: string): ChatMessage {
  pendingCount += 1
  return {
    id: `${pendingPrefix}${pendingCount}`,
    conversation_id: conversationId,
    sender_id: senderId,
    content,
    message_type: 'text',
    hidden: false,
    status: 'sent',
    created_at: new Date().toISOString(),
  }
}

export function isPending(message: ChatMessage) {
  return message.id.startsWith(pendingPrefix)
}

/** Every message, oldest first. */
export function flattenPages(data: MessagePages | undefined): ChatMessage[] {
  if (!data) return []
  return [...data.pages].reverse().flatMap((page) => page.items)
}

function mapNewest(data: MessagePages, change: (items: ChatMessage[]) => ChatMessage[]): MessagePages {
  const [newest, ...older] = data.pages
  if (!newest) return data
  return { ...data, pages: [{ ...newest, items: change(newest.items) }, ...older] }
}

/**
 * Adds a stored message (live, or the answer to one's own send) unless it is there already; one's own message
 * takes the place of the pending copy with the same text.
 */
export function addMessage(data: MessagePages | undefined, message: ChatMessage, pendingId?: string) {
  if (!data) return data
  if (data.pages.some((page) => page.items.some((item) => item.id === message.id))) {
    return pendingId ? removeMessage(data, pendingId) : data
  }
  return mapNewest(data, (items) => {
    const replaced =
      items.find((item) => item.id === pendingId) ??
      items.find(
        (item) => isPending(item) && item.sender_id === message.sender_id && item.content === message.content,
      )
    if (replaced) return items.map((item) => (item === replaced ? message : item))
    return [...items, message]
  })
}

/** Adds one's own pending message at the end. */
export function addPending(data: MessagePages | undefined, message: ChatMessage) {
  if (!data) return data
  return mapNewest(data, (items) => [...items, message])
}

export function removeMessage(data: MessagePages | undefined, id: string) {
  if (!data) return data
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, items: page.items.filter((item) => item.id !== id) })),
  }
}

/** Read receipts: one's message is read once the other person's chat has shown it. */
export function isRead(message: ChatMessage, otherLastReadAt: string | null) {
  if (message.status === 'read') return true
  if (!otherLastReadAt || isPending(message)) return false
  return new Date(message.created_at).getTime() <= new Date(otherLastReadAt).getTime()
}

/** The later of two instants (ISO strings), either of which may be missing. */
export function laterOf(a: string | null | undefined, b: string | null | undefined): string | null {
  if (!a) return b ?? null
  if (!b) return a
  return new Date(a).getTime() >= new Date(b).getTime() ? a : b
}
