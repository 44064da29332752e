import {
  createdReportSchema,
  createReportSchema,
  moderatedAuthorSchema,
  moderationNoteSchema,
  moderationResultSchema,
  reportQueueQuerySchema,
  reportQueueSchema,
  reportTargetTypeSchema,
  warnUserSchema,
} from '@soko/shared/community/moderation.schema'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idParams, uuidParam } from '../../lib/params'
import { communityUnauthorized, unauthorized } from '../../lib/errors'
import { currentUserId, requireUserOr } from '../../plugins/auth-guard.plugin'
import type { Actor } from '../admin/admin.service'
import { RateLimitedError } from './moderation.errors'
import type { ModerationService } from './moderation.service'

function actorOf(request: FastifyRequest): Actor {
  if (!request.user) throw unauthorized()
  return request.user
}

/** /api/community/reports: anyone signed in reports a post, a reply or a message they can see. */
export const reportsRoutes: FastifyPluginAsyncZod<{ moderation: ModerationService }> = async (
  app,
  { moderation },
) => {
  app.post(
    '/reports',
    {
      onRequest: requireUserOr(app, communityUnauthorized),
      schema: {
        tags: ['community'],
        summary: 'Report a post, a reply or a message (once per item, rate limited)',
        body: createReportSchema,
        response: { 201: createdReportSchema },
      },
    },
    async (request, reply) => {
      try {
        const created = await moderation.report(currentUserId(request), request.body)
        return reply.status(201).send(created)
      } catch (error) {
        if (error instanceof RateLimitedError) reply.header('Retry-After', String(error.retryAfter))
        throw error
      }
    },
  )
}

const contentParams = z.object({ type: reportTargetTypeSchema, id: uuidParam() })

/** /api/admin/community: the moderation queue and its actions, admins only, every action audited. */
export const adminCommunityRoutes: FastifyPluginAsyncZod<{ moderation: ModerationService }> = async (
  app,
  { moderation },
) => {
  const tags = ['admin']
  app.addHook('onRequest', app.requireAdmin)

  app.get(
    '/reports',
    {
      schema: {
        tags,
        summary: 'Reported items with their reports, grouped by item',
        querystring: reportQueueQuerySchema,
        response: { 200: reportQueueSchema },
      },
    },
    async (request) => moderation.queue(request.query),
  )
  app.post(
    '/content/:type/:id/hide',
    {
      schema: {
        tags,
        summary: 'Hide a post, reply or message; its open reports close as actioned (audited)',
        params: contentParams,
        body: moderationNoteSchema.optional(),
        response: { 200: moderationResultSchema },
      },
    },
    async (request) =>
      moderation.hide(actorOf(request), request.params.type, request.params.id, request.body?.note),
  )
  app.post(
    '/content/:type/:id/restore',
    {
      schema: {
        tags,
        summary: 'Show a hidden post, reply or message again (audited)',
        params: contentParams,
        body: moderationNoteSchema.optional(),
        response: { 200: moderationResultSchema },
      },
    },
    async (request) =>
      moderation.restore(actorOf(request), request.params.type, request.params.id, request.body?.note),
  )
  app.post(
    '/reports/:id/dismiss',
    {
      schema: {
        tags,
        summary: "Dismiss every open report of this report's item (audited)",
        params: idParams(),
        body: moderationNoteSchema.optional(),
        response: { 200: moderationResultSchema },
      },
    },
    async (request) => moderation.dismiss(actorOf(request), request.params.id, request.body?.note),
  )
  app.post(
    '/users/:id/warn',
    {
      schema: {
        tags,
        summary: 'Warn an author: a notification, counted in the queue (audited)',
        params: idParams(),
        body: warnUserSchema,
        response: { 200: moderatedAuthorSchema },
      },
    },
    async (request) => moderation.warn(actorOf(request), request.params.id, request.body),
  )
  app.post(
    '/users/:id/suspend',
    {
      schema: {
        tags,
        summary: 'Suspend an author (the audited user suspension)',
        params: idParams(),
        response: { 200: moderatedAuthorSchema },
      },
    },
    async (request) => moderation.suspend(actorOf(request), request.params.id),
  )
}
