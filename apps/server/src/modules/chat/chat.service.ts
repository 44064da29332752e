import type { ChatConversation, ChatMessage, ChatMessagePage } from '@soko/shared/community/chat.schema'
import {
  chatRealtimeTypes,
  communityRateLimits,
  USER_SEARCH_LIMIT,
} from '@soko/shared/community/community.constants'
import type { CommunityPerson } from '@soko/shared/community/forums.schema'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import type { ModeratedContent, ModerationSource } from '../moderation/moderation.contract'
import type { RateLimitService } from '../rate-limit/rate-limit.service'
import type { RealtimeService } from '../realtime/realtime.service'
import {
  blockSelf,
  chatBlocked,
  chatSelf,
  chatUserNotFound,
  ChatRateLimited,
  conversationNotFound,
} from './chat.errors'
import { chatRepository as repo, type ConversationRow, type MessageRow } from './chat.repository'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const isUuid = (value: string) => UUID.test(value)
const iso = (date: Date | null) => (date ? date.toISOString() : null)

type Person = { id: string; fullName: string; avatarUrl: string | null }
const toPerson = (row: Person): CommunityPerson => ({
  id: row.id,
  full_name: row.fullName,
  avatar_url: row.avatarUrl,
})

/** A message as both participants see it: a moderator's hidden message keeps its place, not its words. */
export const toChatMessage = (row: MessageRow, read: boolean): ChatMessage => ({
  id: row.id,
  conversation_id: row.conversationId,
  sender_id: row.senderId,
  content: row.hiddenAt ? '' : row.content,
  message_type: 'text',
  hidden: row.hiddenAt !== null,
  status: read ? 'read' : 'sent',
  created_at: row.createdAt.toISOString(),
})

const toModerated = (row: MessageRow): ModeratedContent => ({
  targetType: 'message',
  targetId: row.id,
  authorId: row.senderId,
  title: null,
  content: row.content,
  url: null,
  hidden: row.hiddenAt !== null,
  createdAt: row.createdAt,
})

type ConversationListRow = Awaited<ReturnType<typeof repo.conversationsOf>>[number]

function toConversation(me: string, row: ConversationListRow): ChatConversation {
  const { conversation: c } = row
  const otherRead = c.participant1Id === me ? c.participant2LastReadAt : c.participant1LastReadAt
  return {
    id: c.id,
    other: toPerson(row.other),
    last_message: c.lastMessage,
    last_message_at: iso(c.lastMessageAt),
    unread_count: row.unreadCount,
    blocked: row.blockedByMe || row.blockedMe,
    blocked_by_me: row.blockedByMe,
    other_last_read_at: iso(otherRead),
    created_at: c.createdAt.toISOString(),
  }
}

const otherParticipant = (conversation: ConversationRow, me: string) =>
  conversation.participant1Id === me ? conversation.participant2Id : conversation.participant1Id

/**
 * Private one-to-one chat (issue 14, decision 020): only the two participants read or write a conversation
 * (404 for anyone else), a block either way stops new conversations and messages, and every change reaches
 * the participants' browsers over the realtime channel (Postgres NOTIFY, so whichever instance holds them).
 */
export function createChatService({
  db,
  realtime,
  rateLimit,
  log,
}: {
  db: Db
  realtime: Pick<RealtimeService, 'publishToUsers'>
  rateLimit: Pick<RateLimitService, 'consume'>
  log?: FastifyBaseLogger
}) {
  /** Live delivery is best effort: the message is saved, and the browser refetches when it reconnects. */
  async function publish(to: string | string[], event: Parameters<RealtimeService['publishToUser']>[1]) {
    try {
      await realtime.publishToUsers(typeof to === 'string' ? [to] : to, event)
    } catch (error) {
      log?.warn({ err: error }, 'chat: could not publish a realtime event')
    }
  }

  /** The conversation when `me` takes part in it; anyone else (and an unknown id) gets 404. */
  async function mine(me: string, id: string) {
    const row = isUuid(id) ? await repo.participantConversation(db, me, id) : undefined
    if (!row) throw conversationNotFound()
    return row
  }

  async function conversation(me: string, id: string) {
    const [row] = await repo.conversationsOf(db, me, { id })
    if (!row) throw conversationNotFound()
    return toConversation(me, row)
  }

  async function existingUser(id: string) {
    const user = isUuid(id) ? await repo.user(db, id.toLowerCase()) : undefined
    if (!user) throw chatUserNotFound()
    return user
  }

  const messageSource: ModerationSource = {
    async findVisible(viewerId, targetId) {
      if (!isUuid(targetId)) return null
      const row = await repo.messageForParticipant(db, viewerId, targetId)
      return row && !row.hiddenAt ? toModerated(row) : null
    },
    async findMany(targetIds) {
      return (await repo.messagesByIds(db, targetIds.filter(isUuid))).map(toModerated)
    },
    setHidden: (tx, targetId, hidden) =>
      isUuid(targetId) ? repo.setHidden(tx, targetId, hidden) : Promise.resolve(false),
  }

  return {
    moderation: { message: messageSource },

    async list(me: string, search?: string): Promise<ChatConversation[]> {
      const rows = await repo.conversationsOf(db, me, { search: search?.trim() || undefined })
      return rows.map((row) => toConversation(me, row))
    },

    get: (me: string, id: string) => mine(me, id).then((row) => conversation(me, row.id)),

    /** The pair's conversation: the existing one (created false) or a new one. */
    async start(me: string, userId: string): Promise<{ created: boolean; conversation: ChatConversation }> {
      const otherId = userId.toLowerCase()
      if (otherId === me) throw chatSelf()
      const other = await existingUser(otherId)
      if (other.suspendedAt) throw chatUserNotFound()
      if (await repo.blockedEitherWay(db, me, otherId)) throw chatBlocked()
      // Stored in id order (the table's check): uuid order is the order of its lowercase hex text.
      const [low, high] = me < otherId ? [me, otherId] : [otherId, me]
      const inserted = await repo.insertPair(db, low, high)
      const id = inserted ?? (await repo.pairConversationId(db, low, high))
      if (!id) throw conversationNotFound()
      return { created: inserted !== undefined, conversation: await conversation(me, id) }
    },

    /** The newest `limit` messages (before `before`), oldest first. */
    async messages(
      me: string,
      id: string,
      { before, limit }: { before?: string; limit: number },
    ): Promise<ChatMessagePage> {
      const row = await mine(me, id)
      const rows = await repo.messagesPage(db, row.id, before, limit)
      const page = rows.slice(0, limit).reverse()
      const otherRead = row.participant1Id === me ? row.participant2LastReadAt : row.participant1LastReadAt
      return {
        items: page.map(({ message, read }) => toChatMessage(message, read)),
        next_before: rows.length > limit ? (page[0]?.message.id ?? null) : null,
        other_last_read_at: iso(otherRead),
      }
    },

    async send(me: string, id: string, content: string): Promise<ChatMessage> {
      const found = isUuid(id) ? await repo.sendableConversation(db, me, id) : undefined
      if (!found) throw conversationNotFound()
      const row = found.conversation
      const otherId = otherParticipant(row, me)
      if (found.blocked) throw chatBlocked()
      const limit = await rateLimit.consume(`community:message:${me}`, communityRateLimits.messages)
      if (!limit.allowed) throw new ChatRateLimited(limit.retryAfter ?? communityRateLimits.messages.window)
      const saved = await repo.insertMessage(db, row, me, content)
      const message = toChatMessage(saved, false)
      // One NOTIFY carries it to both participants' browsers (the sender's other tabs and devices too).
      await publish([otherId, me], { type: chatRealtimeTypes.message, conversation_id: row.id, message })
      return message
    },

    /** I have read the conversation up to now: the other person's ticks turn to read. */
    async markRead(me: string, id: string) {
      const row = await mine(me, id)
      const readAt = await repo.markRead(db, row, me)
      await publish(otherParticipant(row, me), {
        type: chatRealtimeTypes.read,
        conversation_id: row.id,
        reader_id: me,
        read_at: (readAt ?? new Date()).toISOString(),
      })
    },

    /** Typing: published only (no write); over its limit, or between blocked people, silently nothing. */
    async typing(me: string, id: string) {
      const row = await mine(me, id)
      const otherId = otherParticipant(row, me)
      const limit = await rateLimit.consume(`community:typing:${me}`, communityRateLimits.typing)
      if (!limit.allowed || (await repo.blockedEitherWay(db, me, otherId))) return
      await publish(otherId, { type: chatRealtimeTypes.typing, conversation_id: row.id, user_id: me })
    },

    unreadCount: (me: string) => repo.unreadCount(db, me),

    /** New Chat's user search (001 section 5): blank finds nothing. */
    async searchUsers(me: string, search?: string): Promise<CommunityPerson[]> {
      const term = search?.trim()
      if (!term) return []
      return (await repo.searchUsers(db, me, term, USER_SEARCH_LIMIT)).map(toPerson)
    },

    async blocks(me: string): Promise<CommunityPerson[]> {
      return (await repo.blockedBy(db, me)).map(toPerson)
    },

    async block(me: string, userId: string) {
      const otherId = userId.toLowerCase()
      if (otherId === me) throw blockSelf()
      await existingUser(otherId)
      await repo.block(db, me, otherId)
    },

    async unblock(me: string, userId: string) {
      if (!isUuid(userId)) return
      await repo.unblock(db, me, userId.toLowerCase())
    },
  }
}
export type ChatService = ReturnType<typeof createChatService>
