import { UPLOAD_MAX_SIDE, UPLOAD_WIDTHS } from '@soko/shared/common/demo-pictures'
import { REPLY_EDIT_WINDOW_MINUTES } from '@soko/shared/community/community.constants'
import type {
  CreateForumPost,
  CreateForumReply,
  ForumCategory,
  ForumLike,
  ForumPost,
  ForumPostListQuery,
  ForumPostPage,
  ForumReply,
  ForumReplyPage,
} from '@soko/shared/community/forums.schema'
import type { Db } from '../../db/client'
import type { FileStorage } from '../../lib/file-storage'
import { storeWebpImage } from '../../lib/image-store'
import { texts } from '../../lib/texts'
import type { ModeratedContent, ModerationSource } from '../moderation/moderation.contract'
import type { NotificationsService } from '../notifications/notifications.service'
import {
  badCursor,
  categoryNotFound,
  editWindowClosed,
  imageInvalid,
  parentNotFound,
  postNotFound,
  replyNotFound,
} from './forums.errors'
import { forumsRepository as repo, type PageKey, type PostRow, type ReplyRow } from './forums.repository'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const isUuid = (value: string) => UUID.test(value)
const EDIT_WINDOW_SECONDS = REPLY_EDIT_WINDOW_MINUTES * 60
/** Our own forum pictures, as storeWebpImage names them (storage key). */
const FORUM_IMAGE_KEY = /^uploads\/forum\/[a-z0-9]+-[0-9a-f]{12}(-\d+)?\.webp$/

/** Nairobi keeps UTC+3 all year: a view counts once per user per post per Nairobi day. */
export const nairobiDate = (now: Date) => new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 10)

const encodeCursor = (key: string, id: string) => Buffer.from(`${key}|${id}`).toString('base64url')
function decodeCursor(cursor: string | undefined): PageKey | undefined {
  if (!cursor) return undefined
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|')
  if (!at || !id || !isUuid(id) || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(at))
    throw badCursor()
  if (Number.isNaN(new Date(at).getTime())) throw badCursor()
  return { at, id }
}

const person = (author: PostRow['author']) => ({
  id: author.id,
  full_name: author.fullName,
  avatar_url: author.avatarUrl,
})

function toPost(row: PostRow): ForumPost {
  const { post } = row
  return {
    id: post.id,
    title: post.title,
    content: post.content,
    category_id: post.categoryId,
    category: row.category,
    author_id: post.authorId,
    author: person(row.author),
    image_url: post.imageUrl,
    view_count: post.viewCount,
    like_count: post.likeCount,
    reply_count: post.replyCount,
    has_liked: Boolean(row.hasLiked),
    created_at: post.createdAt.toISOString(),
  }
}

function toReply(row: ReplyRow, viewerId: string | null): ForumReply {
  const { reply } = row
  return {
    id: reply.id,
    post_id: reply.postId,
    parent_id: reply.parentId,
    author_id: reply.authorId,
    author: person(row.author),
    content: reply.content,
    created_at: reply.createdAt.toISOString(),
    edited_at: reply.editedAt ? reply.editedAt.toISOString() : null,
    can_edit: viewerId === reply.authorId && Number(row.ageSeconds) < EDIT_WINDOW_SECONDS,
  }
}

const postUrl = (postId: string) => `/chat-forums/posts/${postId}`

/**
 * The forums (issue 14, decision 020): categories, posts with likes and views, replies one level deep.
 * The three counts of a post move in the transaction that changes what they count, each with a row that
 * really went in or out, so concurrent likes (on PostgreSQL) never drift from the reactions table.
 */
export function createForumsService({
  db,
  storage,
  notifications,
}: {
  db: Db
  storage: FileStorage
  notifications: Pick<NotificationsService, 'notify'>
}) {
  const transaction = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db))

  async function post(id: string, viewerId: string | null): Promise<ForumPost> {
    const row = isUuid(id) ? await repo.post(db, id, viewerId) : undefined
    if (!row) throw postNotFound()
    return toPost(row)
  }

  /** A visible post, inside the caller's transaction; locked against a concurrent change when `lock`. */
  async function visiblePost(tx: Db, id: string, lock = false) {
    const row = isUuid(id) ? await repo.visiblePostRow(tx, id, lock) : undefined
    if (!row) throw postNotFound()
    return row
  }

  /** The viewer's own visible reply, still inside its edit window (locked for the transaction). */
  async function ownEditableReply(tx: Db, userId: string, id: string) {
    const row = isUuid(id) ? await repo.visibleReplyRow(tx, id, true) : undefined
    if (!row || row.reply.authorId !== userId) throw replyNotFound()
    if (row.ageSeconds >= EDIT_WINDOW_SECONDS) throw editWindowClosed()
    return row.reply
  }

  async function replyView(id: string, viewerId: string | null) {
    const row = await repo.reply(db, id)
    if (!row) throw replyNotFound()
    return toReply(row, viewerId)
  }

  const toModeratedPost = (row: Awaited<ReturnType<typeof repo.postsByIds>>[number]): ModeratedContent => ({
    targetType: 'post',
    targetId: row.id,
    authorId: row.authorId,
    title: row.title,
    content: row.content,
    url: postUrl(row.id),
    hidden: row.hiddenAt !== null,
    createdAt: row.createdAt,
  })
  const toModeratedReply = (
    row: Awaited<ReturnType<typeof repo.repliesByIds>>[number],
  ): ModeratedContent => ({
    targetType: 'reply',
    targetId: row.reply.id,
    authorId: row.reply.authorId,
    title: row.postTitle,
    content: row.reply.content,
    url: postUrl(row.reply.postId),
    hidden: row.reply.hiddenAt !== null,
    createdAt: row.reply.createdAt,
  })

  const moderation: { post: ModerationSource; reply: ModerationSource } = {
    post: {
      async findVisible(_viewerId, targetId) {
        if (!isUuid(targetId)) return null
        const [row] = await repo.postsByIds(db, [targetId])
        return row && row.hiddenAt === null ? toModeratedPost(row) : null
      },
      async findMany(targetIds) {
        return (await repo.postsByIds(db, targetIds.filter(isUuid))).map(toModeratedPost)
      },
      async setHidden(tx, targetId, hidden) {
        return isUuid(targetId) ? repo.setPostHidden(tx, targetId, hidden) : false
      },
    },
    reply: {
      async findVisible(_viewerId, targetId) {
        if (!isUuid(targetId)) return null
        const [row] = await repo.repliesByIds(db, [targetId])
        return row && row.reply.hiddenAt === null && !row.postHidden ? toModeratedReply(row) : null
      },
      async findMany(targetIds) {
        return (await repo.repliesByIds(db, targetIds.filter(isUuid))).map(toModeratedReply)
      },
      /** A hidden reply leaves the post's reply count; a restored one comes back to it (same transaction). */
      async setHidden(tx, targetId, hidden) {
        if (!isUuid(targetId)) return false
        const changed = await repo.setReplyHidden(tx, targetId, hidden)
        if (!changed) return false
        await repo.bump(tx, changed.postId, 'replyCount', hidden ? -1 : 1)
        return true
      },
    },
  }

  return {
    moderation,

    categories: (): Promise<ForumCategory[]> => repo.categories(db),

    async list(query: ForumPostListQuery, viewerId: string | null): Promise<ForumPostPage> {
      const rows = await repo.postPage(
        db,
        { categoryId: query.category_id, search: query.search || undefined },
        viewerId,
        query.limit + 1,
        decodeCursor(query.cursor),
      )
      const items = rows.slice(0, query.limit)
      const last = items.at(-1)
      return {
        items: items.map(toPost),
        next_cursor: rows.length > query.limit && last ? encodeCursor(last.key, last.post.id) : null,
      }
    },

    post,

    async uploadImage(bytes: Buffer) {
      return storeWebpImage(storage, 'forum', bytes)
    },

    async createPost(userId: string, input: CreateForumPost): Promise<ForumPost> {
      const imageUrl = input.image_url ?? null
      if (imageUrl !== null && !FORUM_IMAGE_KEY.test(storage.keyOfUrl(imageUrl) ?? '')) throw imageInvalid()
      if (!(await repo.categoryExists(db, input.category_id))) throw categoryNotFound()
      const id = await repo.insertPost(db, {
        title: input.title,
        content: input.content,
        categoryId: input.category_id,
        authorId: userId,
        imageUrl,
      })
      return post(id, userId)
    },

    /** The author's own post goes, with its replies, likes, views and picture (every size of it). */
    async deletePost(userId: string, id: string) {
      const deleted = isUuid(id) ? await repo.deleteOwnPost(db, id, userId) : undefined
      if (!deleted) throw postNotFound()
      const key = storage.keyOfUrl(deleted.imageUrl)
      if (key && FORUM_IMAGE_KEY.test(key)) {
        const sizes = key.endsWith(`-${UPLOAD_MAX_SIDE}.webp`)
          ? UPLOAD_WIDTHS.map((width) => key.replace(/-\d+\.webp$/, `-${width}.webp`))
          : []
        // A picture left behind is only disk space: it never undoes the deletion.
        await Promise.all([key, ...sizes].map((each) => storage.remove(each).catch(() => undefined)))
      }
    },

    /** Spec 001 section 4: a like is removed when there is one, else added; the count in the same transaction. */
    async toggleLike(userId: string, postId: string): Promise<ForumLike> {
      return transaction(async (tx) => {
        await visiblePost(tx, postId)
        // Insert first: a concurrent insert by the same user waits here, then conflicts, and the row is
        // removed instead. The count moves only with a row that really went in or out.
        if (await repo.insertLike(tx, postId, userId)) {
          const counts = await repo.bump(tx, postId, 'likeCount', 1)
          return { has_liked: true, like_count: counts!.likeCount }
        }
        const removed = await repo.deleteLike(tx, postId, userId)
        const counts = removed ? await repo.bump(tx, postId, 'likeCount', -1) : await repo.counts(tx, postId)
        return { has_liked: false, like_count: counts!.likeCount }
      })
    },

    /** Counted once per user per post per Nairobi day, not per click. */
    async view(userId: string, postId: string, now = new Date()) {
      return transaction(async (tx) => {
        await visiblePost(tx, postId)
        const counted = await repo.insertView(tx, postId, userId, nairobiDate(now))
        const counts = counted ? await repo.bump(tx, postId, 'viewCount', 1) : await repo.counts(tx, postId)
        return { view_count: counts!.viewCount, counted }
      })
    },

    async replies(
      postId: string,
      query: { cursor?: string; limit: number },
      viewerId: string | null,
    ): Promise<ForumReplyPage> {
      const parent = await visiblePost(db, postId)
      const rows = await repo.replyPage(db, postId, query.limit + 1, decodeCursor(query.cursor))
      const items = rows.slice(0, query.limit)
      const last = items.at(-1)
      return {
        items: items.map((row) => toReply(row, viewerId)),
        next_cursor: rows.length > query.limit && last ? encodeCursor(last.key, last.reply.id) : null,
        reply_count: parent.replyCount,
      }
    },

    /**
     * A reply to the post or to one of its visible replies. Shown one level deep: a reply to a reply that
     * itself answers another is attached to that thread's first reply.
     */
    async reply(userId: string, postId: string, input: CreateForumReply): Promise<ForumReply> {
      const { id, post: parentPost } = await transaction(async (tx) => {
        // Locked: a moderator's hiding or the author's deleting waits for the count to be right.
        const target = await visiblePost(tx, postId, true)
        let parentId: string | null = null
        if (input.parent_id) {
          const parent = await repo.visibleReplyRow(tx, input.parent_id)
          if (!parent || parent.reply.postId !== postId) throw parentNotFound()
          parentId = parent.reply.parentId ?? parent.reply.id
        }
        const replyId = await repo.insertReply(tx, {
          postId,
          parentId,
          authorId: userId,
          content: input.content,
        })
        await repo.bump(tx, postId, 'replyCount', 1)
        return { id: replyId, post: target }
      })
      const created = await replyView(id, userId)
      if (parentPost.authorId !== userId) {
        await notifications.notify(parentPost.authorId, {
          type: 'info',
          title: texts.forumReply.title,
          message: texts.forumReply.message(created.author.full_name, parentPost.title),
          actionUrl: postUrl(postId),
        })
      }
      return created
    },

    async updateReply(userId: string, id: string, content: string): Promise<ForumReply> {
      await transaction(async (tx) => {
        await ownEditableReply(tx, userId, id)
        await repo.updateReplyContent(tx, id, content)
      })
      return replyView(id, userId)
    },

    /** Deletes the reply and the replies answering it; the count loses the visible ones, same transaction. */
    async deleteReply(userId: string, id: string) {
      await transaction(async (tx) => {
        // The post first, then the reply: the order every writer of both takes its locks in.
        const found = isUuid(id) ? await repo.visibleReplyRow(tx, id) : undefined
        if (!found) throw replyNotFound()
        await visiblePost(tx, found.reply.postId, true)
        const reply = await ownEditableReply(tx, userId, id)
        const visible = await repo.deleteReplyThread(tx, id)
        if (visible) await repo.bump(tx, reply.postId, 'replyCount', -visible)
      })
    },
  }
}

export type ForumsService = ReturnType<typeof createForumsService>
