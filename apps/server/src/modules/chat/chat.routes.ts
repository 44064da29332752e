import {
  blockedUsersSchema,
  blockUserSchema,
  chatConversationListQuerySchema,
  chatConversationSchema,
  chatMessageListQuerySchema,
  chatMessagePageSchema,
  chatMessageSchema,
  chatUnreadSchema,
  chatUserSearchQuerySchema,
  chatUserSearchSchema,
  sendChatMessageSchema,
  startConversationSchema,
} from '@soko/shared/community/chat.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { communityUnauthorized } from '../../lib/errors'
import { currentUserId, requireUserOr } from '../../plugins/auth-guard.plugin'
import { ChatRateLimited } from './chat.errors'
import type { ChatService } from './chat.service'

// Any string: a malformed id answers the chat's own 404, as an unknown one does.
const params = z.object({ id: z.string().max(100) })
const userParams = z.object({ userId: z.string().max(100) })
const noContent = { 204: z.null() }

/**
 * Private chat (issue 14, decision 020), signed in only (401 otherwise). Registered under /api/chat.
 * Only the two participants of a conversation see or touch it: 404 for anyone else.
 */
export const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (app, { chat }) => {
  const tags = ['chat']
  app.addHook('onRequest', requireUserOr(app, communityUnauthorized))
  // Too many messages: the client learns when it may send again.
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof ChatRateLimited) reply.header('Retry-After', String(error.retryAfter))
  })

  app.get(
    '/conversations',
    {
      schema: {
        tags,
        summary: 'My conversations, latest message first; search on the other’s name or the last message',
        querystring: chatConversationListQuerySchema,
        response: { 200: z.array(chatConversationSchema) },
      },
    },
    async (request) => chat.list(currentUserId(request), request.query.search),
  )
  app.post(
    '/conversations',
    {
      schema: {
        tags,
        summary: 'Start a conversation with someone, or reuse ours (200 existing, 201 new)',
        body: startConversationSchema,
        response: { 200: chatConversationSchema, 201: chatConversationSchema },
      },
    },
    async (request, reply) => {
      const { created, conversation } = await chat.start(currentUserId(request), request.body.user_id)
      return reply.status(created ? 201 : 200).send(conversation)
    },
  )
  app.get(
    '/conversations/:id',
    {
      schema: { tags, summary: 'One of my conversations', params, response: { 200: chatConversationSchema } },
    },
    async (request) => chat.get(currentUserId(request), request.params.id),
  )
  app.get(
    '/conversations/:id/messages',
    {
      schema: {
        tags,
        summary: 'The newest messages (oldest first within the page); `before` pages back',
        params,
        querystring: chatMessageListQuerySchema,
        response: { 200: chatMessagePageSchema },
      },
    },
    async (request) => chat.messages(currentUserId(request), request.params.id, request.query),
  )
  app.post(
    '/conversations/:id/messages',
    {
      schema: {
        tags,
        summary: 'Send a message (both participants receive it live)',
        params,
        body: sendChatMessageSchema,
        response: { 201: chatMessageSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await chat.send(currentUserId(request), request.params.id, request.body.content)),
  )
  app.post(
    '/conversations/:id/read',
    { schema: { tags, summary: 'I have read the conversation up to now', params, response: noContent } },
    async (request, reply) => {
      await chat.markRead(currentUserId(request), request.params.id)
      return reply.status(204).send(null)
    },
  )
  app.post(
    '/conversations/:id/typing',
    { schema: { tags, summary: 'Tell the other person I am typing', params, response: noContent } },
    async (request, reply) => {
      await chat.typing(currentUserId(request), request.params.id)
      return reply.status(204).send(null)
    },
  )
  app.get(
    '/unread',
    {
      schema: {
        tags,
        summary: 'Messages I have not read, in all my conversations',
        response: { 200: chatUnreadSchema },
      },
    },
    async (request) => ({ unread_count: await chat.unreadCount(currentUserId(request)) }),
  )
  app.get(
    '/users',
    {
      schema: {
        tags,
        summary: 'Find someone to chat with (name or e-mail; at most 10; never e-mails in the answer)',
        querystring: chatUserSearchQuerySchema,
        response: { 200: chatUserSearchSchema },
      },
    },
    async (request) => chat.searchUsers(currentUserId(request), request.query.search),
  )
  app.get(
    '/blocks',
    { schema: { tags, summary: 'People I blocked', response: { 200: blockedUsersSchema } } },
    async (request) => chat.blocks(currentUserId(request)),
  )
  app.post(
    '/blocks',
    {
      schema: {
        tags,
        summary: 'Block someone: neither of us can message the other',
        body: blockUserSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await chat.block(currentUserId(request), request.body.user_id)
      return reply.status(204).send(null)
    },
  )
  app.delete(
    '/blocks/:userId',
    { schema: { tags, summary: 'Unblock someone', params: userParams, response: noContent } },
    async (request, reply) => {
      await chat.unblock(currentUserId(request), request.params.userId)
      return reply.status(204).send(null)
    },
  )
}
