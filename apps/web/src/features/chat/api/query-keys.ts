import { chatQueryKey } from '@/lib/chat-live'

// Under the live channel's key (lib/chat-live.ts): a chat.message or chat.read event refreshes them all.
export const chatKeys = {
  all: chatQueryKey,
  conversations: () => [...chatQueryKey, 'conversations'] as const,
  conversationList: (search: string) => [...chatQueryKey, 'conversations', 'list', search] as const,
  conversation: (id: string) => [...chatQueryKey, 'conversations', 'one', id] as const,
  messages: (id: string) => [...chatQueryKey, 'messages', id] as const,
  users: (search: string) => [...chatQueryKey, 'users', search] as const,
  unread: () => [...chatQueryKey, 'unread'] as const,
}
