import { notificationPageSchema } from '@soko/shared/notifications/notification.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { idParams } from '../../lib/params'
import { z } from 'zod'
import { currentUserId } from '../../plugins/auth-guard.plugin'
import type { NotificationsService } from './notifications.service'

const notificationParams = idParams('Notification not found.')

export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  const guard = { onRequest: app.requireUser }

  app.get(
    '',
    {
      ...guard,
      schema: {
        tags: ['notifications'],
        summary: 'The signed-in user’s notifications, newest first, a page at a time',
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(100).default(20),
          cursor: z.string().max(200).optional(),
        }),
        response: { 200: notificationPageSchema },
      },
    },
    async (request) => notifications.list(currentUserId(request), request.query.limit, request.query.cursor),
  )

  app.post(
    '/read-all',
    { ...guard, schema: { tags: ['notifications'], response: { 200: z.object({ updated: z.number() }) } } },
    async (request) => ({
      updated: await notifications.markAllRead(currentUserId(request)),
    }),
  )

  app.post(
    '/:id/read',
    {
      ...guard,
      schema: { tags: ['notifications'], params: notificationParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await notifications.markRead(currentUserId(request), request.params.id)
      return reply.status(204).send(null)
    },
  )

  app.delete(
    '/:id',
    {
      ...guard,
      schema: { tags: ['notifications'], params: notificationParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await notifications.remove(currentUserId(request), request.params.id)
      return reply.status(204).send(null)
    },
  )
}
