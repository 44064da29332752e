import { sql } from 'drizzle-orm'
import { check, index, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { newId } from '../../lib/ids'
import { users } from '../auth/auth.table'

/**
 * A private conversation between two people (spec 001 section 3). The pair is stored in id order
 * (`participant1_id < participant2_id`) under a unique constraint, so starting a chat twice, even at the same
 * instant, finds the one conversation. Each side's `last_read_at` gives unread counts and read receipts.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    participant1Id: uuid('participant1_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    participant2Id: uuid('participant2_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessage: text('last_message'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    participant1LastReadAt: timestamp('participant1_last_read_at', { withTimezone: true }),
    participant2LastReadAt: timestamp('participant2_last_read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('chat_conversations_pair').on(table.participant1Id, table.participant2Id),
    check('chat_conversations_ordered_pair', sql`${table.participant1Id} < ${table.participant2Id}`),
    index('chat_conversations_p1_idx').on(table.participant1Id, table.lastMessageAt.desc()),
    index('chat_conversations_p2_idx').on(table.participant2Id, table.lastMessageAt.desc()),
  ],
)

/** A message (spec 001 section 3); `hidden_at` is a moderator's (the bubble then says so). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    messageType: text('message_type').notNull().default('text'),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('chat_messages_type_valid', sql`${table.messageType} in ('text')`),
    index('chat_messages_conversation_idx').on(table.conversationId, table.createdAt.desc(), table.id.desc()),
  ],
)

/** `blocker` blocked `blocked`: neither can message the other while the row exists. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    check('user_blocks_not_self', sql`${table.blockerId} <> ${table.blockedId}`),
    index('user_blocks_blocked_idx').on(table.blockedId, table.blockerId),
  ],
)
