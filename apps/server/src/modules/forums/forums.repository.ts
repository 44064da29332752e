import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { profiles } from '../users/users.table'
import { forumCategories, forumPostReactions, forumPosts, forumPostViews, forumReplies } from './forums.table'

/** A page position: the sort key of the last row shown (microseconds, UTC) and its id. */
export type PageKey = { at: string; id: string }

/** `%text%` for ILIKE over the lower-cased search column, the user's own wildcards taken literally. */
const contains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/** created_at to the microsecond (a JavaScript Date keeps milliseconds only, and pages would skip rows). */
const keyOf = (column: typeof forumPosts.createdAt | typeof forumReplies.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`

const author = {
  id: forumPosts.authorId,
  fullName: sql<string>`coalesce(${profiles.fullName}, '')`,
  avatarUrl: profiles.avatarUrl,
}

function postFields(viewerId: string | null) {
  return {
    post: forumPosts,
    category: { id: forumCategories.id, name: forumCategories.name, color: forumCategories.color },
    author,
    hasLiked: viewerId
      ? sql<boolean>`exists (select 1 from ${forumPostReactions} r where r.post_id = ${forumPosts.id}
          and r.user_id = ${viewerId} and r.reaction_type = 'like')`
      : sql<boolean>`false`,
    key: keyOf(forumPosts.createdAt),
  }
}

const replyFields = {
  reply: forumReplies,
  author: {
    id: forumReplies.authorId,
    fullName: sql<string>`coalesce(${profiles.fullName}, '')`,
    avatarUrl: profiles.avatarUrl,
  },
  key: keyOf(forumReplies.createdAt),
  /** Seconds since it was posted, by the database's clock (the one that wrote created_at). */
  ageSeconds: sql<number>`extract(epoch from (now() - ${forumReplies.createdAt}))::float8`,
}

export type PostRow = {
  post: typeof forumPosts.$inferSelect
  category: { id: string; name: string; color: string }
  author: { id: string; fullName: string; avatarUrl: string | null }
  hasLiked: boolean
  key: string
}
export type ReplyRow = {
  reply: typeof forumReplies.$inferSelect
  author: { id: string; fullName: string; avatarUrl: string | null }
  key: string
  ageSeconds: number
}

const visiblePost = (id: string) => and(eq(forumPosts.id, id), isNull(forumPosts.hiddenAt))

/** Every query takes its executor, so the service can run several in one transaction. */
export const forumsRepository = {
  categories(tx: Db) {
    return tx
      .select({ id: forumCategories.id, name: forumCategories.name, color: forumCategories.color })
      .from(forumCategories)
      .orderBy(asc(forumCategories.sort), asc(forumCategories.name))
  },

  async categoryExists(tx: Db, id: string) {
    const [row] = await tx
      .select({ id: forumCategories.id })
      .from(forumCategories)
      .where(eq(forumCategories.id, id))
    return Boolean(row)
  },

  /** Visible posts newest first, `limit` of them after `after`. */
  async postPage(
    tx: Db,
    filter: { categoryId?: string; search?: string },
    viewerId: string | null,
    limit: number,
    after?: PageKey,
  ): Promise<PostRow[]> {
    const rows = await tx
      .select(postFields(viewerId))
      .from(forumPosts)
      .innerJoin(forumCategories, eq(forumCategories.id, forumPosts.categoryId))
      .leftJoin(profiles, eq(profiles.id, forumPosts.authorId))
      .where(
        and(
          isNull(forumPosts.hiddenAt),
          filter.categoryId ? eq(forumPosts.categoryId, filter.categoryId) : undefined,
          filter.search ? sql`${forumPosts.searchText} ilike ${contains(filter.search)}` : undefined,
          after
            ? sql`(${forumPosts.createdAt}, ${forumPosts.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(forumPosts.createdAt), desc(forumPosts.id))
      .limit(limit)
    return rows as PostRow[]
  },

  /** A visible post as the cards show it. */
  async post(tx: Db, id: string, viewerId: string | null): Promise<PostRow | undefined> {
    const [row] = await tx
      .select(postFields(viewerId))
      .from(forumPosts)
      .innerJoin(forumCategories, eq(forumCategories.id, forumPosts.categoryId))
      .leftJoin(profiles, eq(profiles.id, forumPosts.authorId))
      .where(visiblePost(id))
    return row as PostRow | undefined
  },

  /** A visible post's row, locked for the rest of the transaction when `lock`. */
  async visiblePostRow(tx: Db, id: string, lock = false) {
    const query = tx.select().from(forumPosts).where(visiblePost(id))
    const [row] = await (lock ? query.for('update') : query)
    return row
  },

  async insertPost(tx: Db, values: typeof forumPosts.$inferInsert) {
    const [row] = await tx.insert(forumPosts).values(values).returning({ id: forumPosts.id })
    return row!.id
  },

  /** Deletes the author's own visible post (its replies, likes and views go with it); undefined when none. */
  async deleteOwnPost(tx: Db, id: string, authorId: string) {
    const [gone] = await tx
      .delete(forumPosts)
      .where(and(visiblePost(id), eq(forumPosts.authorId, authorId)))
      .returning({ id: forumPosts.id, imageUrl: forumPosts.imageUrl })
    return gone
  },

  // ---- likes and views: each count moves only with a row that really went in or out.
  async insertLike(tx: Db, postId: string, userId: string) {
    const added = await tx
      .insert(forumPostReactions)
      .values({ postId, userId, reactionType: 'like' })
      .onConflictDoNothing()
      .returning({ id: forumPostReactions.id })
    return added.length > 0
  },

  async deleteLike(tx: Db, postId: string, userId: string) {
    const removed = await tx
      .delete(forumPostReactions)
      .where(
        and(
          eq(forumPostReactions.postId, postId),
          eq(forumPostReactions.userId, userId),
          eq(forumPostReactions.reactionType, 'like'),
        ),
      )
      .returning({ id: forumPostReactions.id })
    return removed.length > 0
  },

  async insertView(tx: Db, postId: string, userId: string, day: string) {
    const added = await tx
      .insert(forumPostViews)
      .values({ postId, userId, day })
      .onConflictDoNothing()
      .returning({ postId: forumPostViews.postId })
    return added.length > 0
  },

  /** Adds `by` to one of a post's counts; answers the counts after. */
  async bump(tx: Db, postId: string, column: 'likeCount' | 'viewCount' | 'replyCount', by: number) {
    const target = forumPosts[column]
    const change = sql`${target} + ${by}`
    const set =
      column === 'likeCount'
        ? { likeCount: change }
        : column === 'viewCount'
          ? { viewCount: change }
          : { replyCount: change }
    const [row] = await tx.update(forumPosts).set(set).where(eq(forumPosts.id, postId)).returning({
      likeCount: forumPosts.likeCount,
      viewCount: forumPosts.viewCount,
      replyCount: forumPosts.replyCount,
    })
    return row
  },

  async counts(tx: Db, postId: string) {
    const [row] = await tx
      .select({
        likeCount: forumPosts.likeCount,
        viewCount: forumPosts.viewCount,
        replyCount: forumPosts.replyCount,
      })
      .from(forumPosts)
      .where(eq(forumPosts.id, postId))
    return row
  },

  // ---- replies
  /** A post's visible replies, oldest first, `limit` of them after `after`. */
  async replyPage(tx: Db, postId: string, limit: number, after?: PageKey): Promise<ReplyRow[]> {
    const rows = await tx
      .select(replyFields)
      .from(forumReplies)
      .leftJoin(profiles, eq(profiles.id, forumReplies.authorId))
      .where(
        and(
          eq(forumReplies.postId, postId),
          isNull(forumReplies.hiddenAt),
          after
            ? sql`(${forumReplies.createdAt}, ${forumReplies.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(asc(forumReplies.createdAt), asc(forumReplies.id))
      .limit(limit)
    return rows as ReplyRow[]
  },

  async reply(tx: Db, id: string): Promise<ReplyRow | undefined> {
    const [row] = await tx
      .select(replyFields)
      .from(forumReplies)
      .leftJoin(profiles, eq(profiles.id, forumReplies.authorId))
      .where(eq(forumReplies.id, id))
    return row as ReplyRow | undefined
  },

  /** A visible reply of a visible post, with its age in seconds; locked when `lock`. */
  async visibleReplyRow(tx: Db, id: string, lock = false) {
    const query = tx
      .select({
        reply: forumReplies,
        ageSeconds: sql<number>`extract(epoch from (now() - ${forumReplies.createdAt}))::float8`,
      })
      .from(forumReplies)
      .innerJoin(forumPosts, eq(forumPosts.id, forumReplies.postId))
      .where(and(eq(forumReplies.id, id), isNull(forumReplies.hiddenAt), isNull(forumPosts.hiddenAt)))
    const [row] = await (lock ? query.for('update', { of: forumReplies }) : query)
    return row ? { ...row, ageSeconds: Number(row.ageSeconds) } : undefined
  },

  async insertReply(tx: Db, values: typeof forumReplies.$inferInsert) {
    const [row] = await tx.insert(forumReplies).values(values).returning({ id: forumReplies.id })
    return row!.id
  },

  async updateReplyContent(tx: Db, id: string, content: string) {
    await tx.update(forumReplies).set({ content, editedAt: new Date() }).where(eq(forumReplies.id, id))
  },

  /** Deletes a reply and the replies that answer it; answers how many of those were visible. */
  async deleteReplyThread(tx: Db, id: string) {
    const gone = await tx
      .delete(forumReplies)
      .where(sql`${forumReplies.id} = ${id} or ${forumReplies.parentId} = ${id}`)
      .returning({ hiddenAt: forumReplies.hiddenAt })
    return gone.filter((row) => row.hiddenAt === null).length
  },

  // ---- moderation (decision 020)
  async postsByIds(tx: Db, ids: string[]) {
    if (!ids.length) return []
    return tx.select().from(forumPosts).where(inArray(forumPosts.id, ids))
  },

  async repliesByIds(tx: Db, ids: string[]) {
    if (!ids.length) return []
    return tx
      .select({
        reply: forumReplies,
        postTitle: forumPosts.title,
        postHidden: sql<boolean>`${forumPosts.hiddenAt} is not null`,
      })
      .from(forumReplies)
      .innerJoin(forumPosts, eq(forumPosts.id, forumReplies.postId))
      .where(inArray(forumReplies.id, ids))
  },

  /** Sets or clears hidden_at when it changes; answers the row changed (none when nothing changed). */
  async setPostHidden(tx: Db, id: string, hidden: boolean) {
    const [row] = await tx
      .update(forumPosts)
      .set({ hiddenAt: hidden ? sql`now()` : null })
      .where(
        and(eq(forumPosts.id, id), hidden ? isNull(forumPosts.hiddenAt) : isNotNull(forumPosts.hiddenAt)),
      )
      .returning({ id: forumPosts.id })
    return Boolean(row)
  },

  async setReplyHidden(tx: Db, id: string, hidden: boolean) {
    const [row] = await tx
      .update(forumReplies)
      .set({ hiddenAt: hidden ? sql`now()` : null })
      .where(
        and(
          eq(forumReplies.id, id),
          hidden ? isNull(forumReplies.hiddenAt) : isNotNull(forumReplies.hiddenAt),
        ),
      )
      .returning({ postId: forumReplies.postId })
    return row
  },
}
