import { sql, type SQL } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { newId } from '../../lib/ids'
import { users } from '../auth/auth.table'

/** A forum category with its badge colour (spec 001 section 3); seeded (issue 14). */
export const forumCategories = pgTable('forum_categories', {
  id: uuid('id').primaryKey().$defaultFn(newId),
  name: text('name').notNull().unique(),
  color: text('color').notNull(),
  sort: integer('sort').notNull().default(0),
})

/**
 * A forum post (spec 001 section 3). The three counts are kept by the server in the transaction that changes
 * what they count (a like, a view of the day, a visible reply). `hidden_at` is a moderator's (decision 020):
 * a hidden post is gone for everyone but admins.
 */
export const forumPosts = pgTable(
  'forum_posts',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    title: text('title').notNull(),
    content: text('content').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => forumCategories.id),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url'),
    viewCount: integer('view_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    replyCount: integer('reply_count').notNull().default(0),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** Lower-cased title and content, for the trigram search index. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(title || ' ' || content)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'forum_posts_counts_nonnegative',
      sql`${table.viewCount} >= 0 and ${table.likeCount} >= 0 and ${table.replyCount} >= 0`,
    ),
    // The list: visible posts newest first, overall and per category.
    index('forum_posts_visible_idx')
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.hiddenAt} is null`),
    index('forum_posts_category_idx')
      .on(table.categoryId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.hiddenAt} is null`),
    index('forum_posts_author_idx').on(table.authorId, table.createdAt),
    index('forum_posts_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
)

/**
 * A reply to a post, or to another reply of the same post (`parent_id`, shown one level deep). Its author
 * may edit or delete it within 15 minutes; `hidden_at` is a moderator's.
 */
export const forumReplies = pgTable(
  'forum_replies',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    postId: uuid('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id'),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('forum_replies_post_idx').on(table.postId, table.createdAt, table.id),
    index('forum_replies_author_idx').on(table.authorId, table.createdAt),
  ],
)

/** A like (spec 001 section 3 `forum_post_reactions`): one per user per post, by a unique constraint. */
export const forumPostReactions = pgTable(
  'forum_post_reactions',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    postId: uuid('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reactionType: text('reaction_type').notNull().default('like'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('forum_post_reactions_once').on(table.postId, table.userId, table.reactionType),
    check('forum_post_reactions_type_valid', sql`${table.reactionType} in ('like')`),
    index('forum_post_reactions_user_idx').on(table.userId, table.postId),
  ],
)

/** A view is counted once per user per post per (Nairobi) day: the row is the proof it was counted. */
export const forumPostViews = pgTable(
  'forum_post_views',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.userId, table.day] })],
)
