import { z } from 'zod'
import {
  communityMessages as m,
  FORUM_POSTS_PAGE_SIZE,
  FORUM_REPLIES_PAGE_SIZE,
  FORUM_SEARCH_MAX,
  POST_CONTENT_MAX,
  POST_TITLE_MAX,
  REPLY_CONTENT_MAX,
} from './community.constants'

// The forums API (decision 020). Fields are snake_case like spec 001 section 3.

/** A person as the community shows them: never their e-mail or phone. */
export const communityPersonSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  avatar_url: z.string().nullable(),
})
export type CommunityPerson = z.infer<typeof communityPersonSchema>

export const forumCategorySchema = z.object({ id: z.string(), name: z.string(), color: z.string() })
export type ForumCategory = z.infer<typeof forumCategorySchema>

/** A post as the cards and the post page show it; `has_liked` is false for a visitor. */
export const forumPostSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  category_id: z.string(),
  category: forumCategorySchema,
  author_id: z.string(),
  author: communityPersonSchema,
  image_url: z.string().nullable(),
  view_count: z.number().int(),
  like_count: z.number().int(),
  reply_count: z.number().int(),
  has_liked: z.boolean(),
  created_at: z.string(),
})
export type ForumPost = z.infer<typeof forumPostSchema>

/** GET /api/forums/posts: newest first; `category_id` absent or 'all' is every category. */
export const forumPostListQuerySchema = z.object({
  category_id: z
    .string()
    .optional()
    .transform((value) => (value === 'all' || value === '' ? undefined : value))
    .pipe(z.uuid().optional()),
  search: z.string().trim().max(FORUM_SEARCH_MAX).optional(),
  /** Opaque: the `next_cursor` of the previous page. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(FORUM_POSTS_PAGE_SIZE),
})
export type ForumPostListQuery = z.infer<typeof forumPostListQuerySchema>

export const forumPostPageSchema = z.object({
  items: z.array(forumPostSchema),
  next_cursor: z.string().nullable(),
})
export type ForumPostPage = z.infer<typeof forumPostPageSchema>

/** POST /api/forums/posts. `image_url` is the answer of POST /api/forums/images (our own uploads only). */
export const createForumPostSchema = z.object({
  category_id: z.uuid(m.categoryNotFound),
  title: z.string().trim().min(1, m.titleRequired).max(POST_TITLE_MAX, m.titleTooLong),
  content: z.string().trim().min(1, m.contentRequired).max(POST_CONTENT_MAX, m.postTooLong),
  image_url: z.string().max(500).nullable().optional(),
})
export type CreateForumPost = z.infer<typeof createForumPostSchema>

export const forumImageSchema = z.object({ url: z.string() })

/** POST /api/forums/posts/:id/like: the state after the toggle. */
export const forumLikeSchema = z.object({ has_liked: z.boolean(), like_count: z.number().int() })
export type ForumLike = z.infer<typeof forumLikeSchema>

/** POST /api/forums/posts/:id/views: counted once per user per post per day. */
export const forumViewSchema = z.object({ view_count: z.number().int(), counted: z.boolean() })

/**
 * A reply. "Threaded enough": a reply answers the post or one other reply (`parent_id`), shown one level
 * deep. `can_edit` is true for its author within the 15 minutes.
 */
export const forumReplySchema = z.object({
  id: z.string(),
  post_id: z.string(),
  parent_id: z.string().nullable(),
  author_id: z.string(),
  author: communityPersonSchema,
  content: z.string(),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  can_edit: z.boolean(),
})
export type ForumReply = z.infer<typeof forumReplySchema>

/** GET /api/forums/posts/:id/replies: oldest first, paged. */
export const forumReplyListQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(FORUM_REPLIES_PAGE_SIZE),
})
export const forumReplyPageSchema = z.object({
  items: z.array(forumReplySchema),
  next_cursor: z.string().nullable(),
  reply_count: z.number().int(),
})
export type ForumReplyPage = z.infer<typeof forumReplyPageSchema>

export const createForumReplySchema = z.object({
  content: z.string().trim().min(1, m.contentRequired).max(REPLY_CONTENT_MAX, m.replyTooLong),
  parent_id: z.uuid().nullable().optional(),
})
export type CreateForumReply = z.infer<typeof createForumReplySchema>

export const updateForumReplySchema = z.object({
  content: z.string().trim().min(1, m.contentRequired).max(REPLY_CONTENT_MAX, m.replyTooLong),
})
