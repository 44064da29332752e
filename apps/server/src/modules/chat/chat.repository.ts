import { and, asc, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { newId } from '../../lib/ids'
import { users } from '../auth/auth.table'
import { profiles } from '../users/users.table'
import { chatConversations as conversations, chatMessages as messages, userBlocks } from './chat.table'

export type ConversationRow = typeof conversations.$inferSelect
export type MessageRow = typeof messages.$inferSelect

/** `%text%` for LIKE on lowered text, with the user's own wildcards taken literally. */
const contains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/** A person's shown name: the profile's, else the account's. */
const fullName = sql<string>`coalesce(nullif(${profiles.fullName}, ''), ${users.name})`

const person = { id: users.id, fullName, avatarUrl: profiles.avatarUrl }

/** The participant of a conversation who is not `me`. */
const otherOf = (me: string) =>
  sql<string>`(case when ${conversations.participant1Id} = ${me} then ${conversations.participant2Id} else ${conversations.participant1Id} end)`

/** `me`'s own last_read_at in a conversation. */
const myReadOf = (me: string) =>
  sql`(case when ${conversations.participant1Id} = ${me} then ${conversations.participant1LastReadAt} else ${conversations.participant2LastReadAt} end)`

const isParticipant = (me: string) =>
  or(eq(conversations.participant1Id, me), eq(conversations.participant2Id, me))

/** A message is read once its recipient (the participant who did not send it) has read up to it. */
const readByRecipient = sql<boolean>`coalesce(
  (case when ${messages.senderId} = ${conversations.participant1Id}
        then ${conversations.participant2LastReadAt} else ${conversations.participant1LastReadAt} end)
  >= ${messages.createdAt}, false)`

/** Every query takes its executor, so the service can run several in one transaction. */
export const chatRepository = {
  /** `me`'s conversations (all, or the one `id`), each with the other person, unread count and blocks. */
  async conversationsOf(tx: Db, me: string, filter: { id?: string; search?: string } = {}) {
    const other = otherOf(me)
    const myRead = myReadOf(me)
    const pattern = filter.search ? contains(filter.search) : null
    return tx
      .select({
        conversation: conversations,
        other: person,
        unreadCount: sql<number>`(select count(*)::int from ${messages} where ${messages.conversationId} = ${conversations.id}
          and ${messages.senderId} <> ${me} and ${messages.hiddenAt} is null
          and (${myRead} is null or ${messages.createdAt} > ${myRead}))`,
        blockedByMe: sql<boolean>`exists (select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${me} and ${userBlocks.blockedId} = ${other})`,
        blockedMe: sql<boolean>`exists (select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${other} and ${userBlocks.blockedId} = ${me})`,
      })
      .from(conversations)
      .innerJoin(users, eq(users.id, other))
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(
        and(
          isParticipant(me),
          filter.id ? eq(conversations.id, filter.id) : undefined,
          pattern
            ? sql`(lower(${fullName}) like ${pattern} or lower(coalesce(${conversations.lastMessage}, '')) like ${pattern})`
            : undefined,
        ),
      )
      .orderBy(
        sql`${conversations.lastMessageAt} desc nulls last`,
        desc(conversations.createdAt),
        desc(conversations.id),
      )
  },

  /** The conversation `id` when `me` is one of its two participants. */
  async participantConversation(tx: Db, me: string, id: string) {
    const [row] = await tx
      .select()
      .from(conversations)
      .where(and(eq(conversations.id, id), isParticipant(me)))
    return row
  },

  /**
   * The conversation when `me` takes part in it, and whether either person blocked the other: one round trip
   * for the send path (issue 14's live-chat benchmark: every query of a send is latency).
   */
  async sendableConversation(tx: Db, me: string, id: string) {
    const blocked = sql<boolean>`exists (
      select 1 from ${userBlocks}
      where (${userBlocks.blockerId} = ${conversations.participant1Id} and ${userBlocks.blockedId} = ${conversations.participant2Id})
         or (${userBlocks.blockerId} = ${conversations.participant2Id} and ${userBlocks.blockedId} = ${conversations.participant1Id}))`
    const [row] = await tx
      .select({ conversation: conversations, blocked })
      .from(conversations)
      .where(and(eq(conversations.id, id), isParticipant(me)))
    return row
  },

  /** Creates the pair's conversation unless it exists (the pair's unique constraint decides a race). */
  async insertPair(tx: Db, low: string, high: string) {
    const [row] = await tx
      .insert(conversations)
      .values({ participant1Id: low, participant2Id: high })
      .onConflictDoNothing({ target: [conversations.participant1Id, conversations.participant2Id] })
      .returning({ id: conversations.id })
    return row?.id
  },

  async pairConversationId(tx: Db, low: string, high: string) {
    const [row] = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.participant1Id, low), eq(conversations.participant2Id, high)))
    return row?.id
  },

  /** The newest `limit + 1` messages before `before` (newest first), each with whether its recipient read it. */
  async messagesPage(tx: Db, conversationId: string, before: string | undefined, limit: number) {
    const cursor: SQL | undefined = before
      ? sql`(${messages.createdAt}, ${messages.id}) < (select b.created_at, b.id from ${messages} b
          where b.id = ${before} and b.conversation_id = ${conversationId})`
      : undefined
    return tx
      .select({ message: messages, read: readByRecipient })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(and(eq(messages.conversationId, conversationId), cursor))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(limit + 1)
  },

  /** Adds a message and makes it the conversation's last; the sender has read everything up to it. */
  /**
   * Stores a message and moves the conversation's last message and the sender's read mark, in one statement
   * (a data-modifying CTE is atomic on its own: no BEGIN and COMMIT round trips on the send path).
   */
  async insertMessage(tx: Db, conversation: ConversationRow, senderId: string, content: string) {
    const senderRead =
      senderId === conversation.participant1Id
        ? sql`participant1_last_read_at = greatest(participant1_last_read_at, now())`
        : sql`participant2_last_read_at = greatest(participant2_last_read_at, now())`
    // A message committed later but stamped earlier (a concurrent send) does not replace a newer one.
    const newer = sql`(last_message_at is null or last_message_at <= now())`
    const id = newId()
    const result = await tx.execute(sql`
      with moved as (
        update ${conversations} set
          last_message = case when ${newer} then ${content} else last_message end,
          last_message_at = case when ${newer} then now() else last_message_at end,
          ${senderRead}
        where id = ${conversation.id}
      )
      insert into ${messages} (id, conversation_id, sender_id, content)
      values (${id}, ${conversation.id}, ${senderId}, ${content})
      returning created_at`)
    const [row] = (result as unknown as { rows: { created_at: string | Date }[] }).rows
    return {
      id,
      conversationId: conversation.id,
      senderId,
      content,
      messageType: 'text',
      hiddenAt: null,
      createdAt: new Date(row!.created_at),
    } satisfies MessageRow
  },

  /** `me` has read the conversation up to now; returns when. */
  async markRead(tx: Db, conversation: ConversationRow, me: string) {
    const first = me === conversation.participant1Id
    const [row] = await tx
      .update(conversations)
      .set(
        first
          ? { participant1LastReadAt: sql`greatest(${conversations.participant1LastReadAt}, now())` }
          : { participant2LastReadAt: sql`greatest(${conversations.participant2LastReadAt}, now())` },
      )
      .where(eq(conversations.id, conversation.id))
      .returning({
        readAt: first ? conversations.participant1LastReadAt : conversations.participant2LastReadAt,
      })
    return row?.readAt ?? null
  },

  /** Messages from others after `me`'s last read, across all `me`'s conversations (hidden ones left out). */
  async unreadCount(tx: Db, me: string) {
    const myRead = myReadOf(me)
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(
        and(
          isParticipant(me),
          ne(messages.senderId, me),
          isNull(messages.hiddenAt),
          sql`(${myRead} is null or ${messages.createdAt} > ${myRead})`,
        ),
      )
    return row?.count ?? 0
  },

  // ---- people

  /** A user who exists, with whether an admin suspended them. */
  async user(tx: Db, id: string) {
    const [row] = await tx
      .select({ id: users.id, suspendedAt: profiles.suspendedAt })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, id))
    return row
  },

  /** User search of the New Chat dialog (001 section 5). */
  async searchUsers(tx: Db, me: string, search: string, limit: number) {
    const pattern = contains(search)
    return tx
      .select(person)
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(
        and(
          ne(users.id, me),
          isNull(profiles.suspendedAt),
          sql`(lower(${fullName}) like ${pattern} or lower(${users.email}) like ${pattern})`,
          sql`not exists (select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${users.id} and ${userBlocks.blockedId} = ${me})`,
        ),
      )
      .orderBy(asc(fullName), asc(users.id))
      .limit(limit)
  },

  // ---- blocks

  /** Whether either of the two blocked the other. */
  async blockedEitherWay(tx: Db, a: string, b: string) {
    const [row] = await tx
      .select({ blockerId: userBlocks.blockerId })
      .from(userBlocks)
      .where(
        or(
          and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
          and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
        ),
      )
      .limit(1)
    return row !== undefined
  },

  async block(tx: Db, blockerId: string, blockedId: string) {
    await tx.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing()
  },

  async unblock(tx: Db, blockerId: string, blockedId: string) {
    await tx
      .delete(userBlocks)
      .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
  },

  async blockedBy(tx: Db, blockerId: string) {
    return tx
      .select(person)
      .from(userBlocks)
      .innerJoin(users, eq(users.id, userBlocks.blockedId))
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(userBlocks.blockerId, blockerId))
      .orderBy(desc(userBlocks.createdAt))
  },

  // ---- moderation

  /** A message of a conversation `viewerId` takes part in. */
  async messageForParticipant(tx: Db, viewerId: string, id: string) {
    const [row] = await tx
      .select({ message: messages })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(and(eq(messages.id, id), isParticipant(viewerId)))
    return row?.message
  },

  async messagesByIds(tx: Db, ids: string[]) {
    if (ids.length === 0) return []
    return tx.select().from(messages).where(inArray(messages.id, ids))
  },

  /** Hides or restores a message; its conversation's last message is then the newest visible one. */
  async setHidden(tx: Db, id: string, hidden: boolean) {
    const [row] = await tx
      .update(messages)
      .set({ hiddenAt: hidden ? sql`now()` : null })
      .where(
        and(eq(messages.id, id), hidden ? isNull(messages.hiddenAt) : sql`${messages.hiddenAt} is not null`),
      )
      .returning({ conversationId: messages.conversationId })
    if (!row) return false
    await tx
      .update(conversations)
      .set({
        lastMessage: sql`(select m.content from ${messages} m where m.conversation_id = ${conversations.id}
          and m.hidden_at is null order by m.created_at desc, m.id desc limit 1)`,
      })
      .where(eq(conversations.id, row.conversationId))
    return true
  },
}
