import { communityRateLimits } from '@soko/shared/community/community.constants'
import {
  createForumPostSchema,
  createForumReplySchema,
  forumCategorySchema,
  forumLikeSchema,
  forumPostListQuerySchema,
  forumPostPageSchema,
  forumPostSchema,
  forumReplyListQuerySchema,
  forumReplyPageSchema,
  forumReplySchema,
  forumViewSchema,
  updateForumReplySchema,
} from '@soko/shared/community/forums.schema'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { imageUploadRoute } from '../../plugins/image-upload'
import { communityUnauthorized } from '../../lib/errors'
import { currentUserId, requireUserOr } from '../../plugins/auth-guard.plugin'
import type { RateLimitService } from '../rate-limit/rate-limit.service'
import { rateLimited } from './forums.errors'
import type { ForumsService } from './forums.service'

// Any string: a malformed id answers the forums' own 404, as an unknown one does.
const params = z.object({ id: z.string().max(100) })

type Options = { forums: ForumsService; rateLimit: Pick<RateLimitService, 'consume'> }

/**
 * The forums (issue 14, decision 020): reading is public (a signed-in reader also learns what they liked);
 * writing needs a session (401), and posts and replies are rate limited per user (429 community.rate_limited
 * with Retry-After). Registered under /api.
 */
export const forumsRoutes: FastifyPluginAsyncZod<Options> = async (app, { forums, rateLimit }) => {
  const tags = ['forums']
  const requireMember = requireUserOr(app, communityUnauthorized)
  const user = { onRequest: requireMember }
  const viewerOf = async (request: FastifyRequest) => (await app.currentUser(request))?.id ?? null

  /** A preHandler (after the session and the body are checked): one more write of `kind` by this user. */
  const limited =
    (kind: 'posts' | 'replies', key: string) => async (request: FastifyRequest, reply: FastifyReply) => {
      const verdict = await rateLimit.consume(
        `community:${key}:${currentUserId(request)}`,
        communityRateLimits[kind],
      )
      if (!verdict.allowed) {
        reply.header('Retry-After', String(verdict.retryAfter ?? communityRateLimits[kind].window))
        throw rateLimited()
      }
    }

  app.get(
    '/forums/categories',
    {
      schema: {
        tags,
        summary: 'Forum categories with their badge colours',
        response: { 200: z.array(forumCategorySchema) },
      },
    },
    async () => forums.categories(),
  )

  app.get(
    '/forums/posts',
    {
      schema: {
        tags,
        summary: 'Visible posts, newest first: category, search over title and content, cursor pages',
        querystring: forumPostListQuerySchema,
        response: { 200: forumPostPageSchema },
      },
    },
    async (request) => forums.list(request.query, await viewerOf(request)),
  )

  app.get(
    '/forums/posts/:id',
    { schema: { tags, summary: 'A visible post', params, response: { 200: forumPostSchema } } },
    async (request) => forums.post(request.params.id, await viewerOf(request)),
  )

  imageUploadRoute(app, {
    url: '/forums/images',
    tags,
    summary: 'Upload a post picture (multipart, one file: JPEG, PNG or WebP, at most 2 MB)',
    onRequest: requireMember,
    store: (bytes) => forums.uploadImage(bytes),
  })

  app.post(
    '/forums/posts',
    {
      ...user,
      preHandler: limited('posts', 'post'),
      schema: {
        tags,
        summary: 'Create a post (at most 3 a minute)',
        body: createForumPostSchema,
        response: { 201: forumPostSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await forums.createPost(currentUserId(request), request.body)),
  )

  app.delete(
    '/forums/posts/:id',
    { ...user, schema: { tags, summary: 'Delete my own post', params, response: { 204: z.null() } } },
    async (request, reply) => {
      await forums.deletePost(currentUserId(request), request.params.id)
      return reply.status(204).send(null)
    },
  )

  app.post(
    '/forums/posts/:id/like',
    {
      ...user,
      schema: {
        tags,
        summary: 'Like the post, or take the like back',
        params,
        response: { 200: forumLikeSchema },
      },
    },
    async (request) => forums.toggleLike(currentUserId(request), request.params.id),
  )

  app.post(
    '/forums/posts/:id/views',
    {
      ...user,
      schema: {
        tags,
        summary: 'Count a view (once per user per post per day)',
        params,
        response: { 200: forumViewSchema },
      },
    },
    async (request) => forums.view(currentUserId(request), request.params.id),
  )

  app.get(
    '/forums/posts/:id/replies',
    {
      schema: {
        tags,
        summary: "A post's visible replies, oldest first",
        params,
        querystring: forumReplyListQuerySchema,
        response: { 200: forumReplyPageSchema },
      },
    },
    async (request) => forums.replies(request.params.id, request.query, await viewerOf(request)),
  )

  app.post(
    '/forums/posts/:id/replies',
    {
      ...user,
      preHandler: limited('replies', 'reply'),
      schema: {
        tags,
        summary: 'Reply to the post or to one of its replies (at most 10 a minute)',
        params,
        body: createForumReplySchema,
        response: { 201: forumReplySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await forums.reply(currentUserId(request), request.params.id, request.body)),
  )

  app.patch(
    '/forums/replies/:id',
    {
      ...user,
      schema: {
        tags,
        summary: 'Edit my reply (within 15 minutes of posting it)',
        params,
        body: updateForumReplySchema,
        response: { 200: forumReplySchema },
      },
    },
    async (request) => forums.updateReply(currentUserId(request), request.params.id, request.body.content),
  )

  app.delete(
    '/forums/replies/:id',
    {
      ...user,
      schema: {
        tags,
        summary: 'Delete my reply and the replies to it (within 15 minutes of posting it)',
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await forums.deleteReply(currentUserId(request), request.params.id)
      return reply.status(204).send(null)
    },
  )
}
