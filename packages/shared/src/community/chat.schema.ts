import { z } from 'zod'
import { CHAT_MESSAGES_PAGE_SIZE, communityMessages as m, MESSAGE_CONTENT_MAX } from './community.constants'
import { communityPersonSchema } from './forums.schema'

// The chat API (decision 020). A conversation has two participants; only they may read or write it (404
// for anyone else).

/** `status` of one's own message: read once the other person's chat has shown it. */
export const chatMessageStatuses = ['sent', 'read'] as const

export const chatMessageSchema = z.object({
  id: z.string(),
  conversation_id: z.string(),
  sender_id: z.string(),
  /** Empty when a moderator hid the message (`hidden` true). */
  content: z.string(),
  message_type: z.literal('text'),
  hidden: z.boolean(),
  status: z.enum(chatMessageStatuses),
  created_at: z.string(),
})
export type ChatMessage = z.infer<typeof chatMessageSchema>

export const chatConversationSchema = z.object({
  id: z.string(),
  other: communityPersonSchema,
  last_message: z.string().nullable(),
  last_message_at: z.string().nullable(),
  unread_count: z.number().int(),
  /** Either of the two blocked the other: nobody can send. */
  blocked: z.boolean(),
  /** The current user blocked the other (and may unblock). */
  blocked_by_me: z.boolean(),
  /** When the other person last read this conversation (read receipts). */
  other_last_read_at: z.string().nullable(),
  created_at: z.string(),
})
export type ChatConversation = z.infer<typeof chatConversationSchema>

/** GET /api/chat/conversations: by last message, newest first; search on the other's name or last message. */
export const chatConversationListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
})

/** POST /api/chat/conversations: reuses the pair's conversation when there is one (200), else creates (201). */
export const startConversationSchema = z.object({ user_id: z.uuid(m.userNotFound) })

/** GET /api/chat/conversations/:id/messages: the newest page (oldest first within it), `before` for older. */
export const chatMessageListQuerySchema = z.object({
  before: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CHAT_MESSAGES_PAGE_SIZE),
})
export const chatMessagePageSchema = z.object({
  items: z.array(chatMessageSchema),
  /** Pass as `before` to load older messages; null at the start of the conversation. */
  next_before: z.string().nullable(),
  other_last_read_at: z.string().nullable(),
})
export type ChatMessagePage = z.infer<typeof chatMessagePageSchema>

export const sendChatMessageSchema = z.object({
  content: z
    .string()
    .refine((value) => value.trim().length > 0, m.messageBlank)
    .transform((value) => value.trim())
    .pipe(z.string().max(MESSAGE_CONTENT_MAX, m.messageTooLong)),
})

/** GET /api/chat/users?search=: blank finds nothing; at most 10; never yourself, never a suspended user. */
export const chatUserSearchQuerySchema = z.object({ search: z.string().max(100).optional() })
export const chatUserSearchSchema = z.array(communityPersonSchema)

export const chatUnreadSchema = z.object({ unread_count: z.number().int() })

export const blockUserSchema = z.object({ user_id: z.uuid(m.userNotFound) })
export const blockedUsersSchema = z.array(communityPersonSchema)

/** Realtime events to a participant's browsers (type names in community.constants chatRealtimeTypes). */
export const chatMessageEventSchema = z.object({
  type: z.literal('chat.message'),
  conversation_id: z.string(),
  message: chatMessageSchema,
})
export const chatTypingEventSchema = z.object({
  type: z.literal('chat.typing'),
  conversation_id: z.string(),
  user_id: z.string(),
})
export const chatReadEventSchema = z.object({
  type: z.literal('chat.read'),
  conversation_id: z.string(),
  reader_id: z.string(),
  read_at: z.string(),
})
