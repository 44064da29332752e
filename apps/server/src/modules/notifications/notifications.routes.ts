import { notificationPageSchema } from '@soko/shared/notifications/notification.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { unauthorized } from '../../lib/errors'
import type { NotificationsService } from './notifications.service'

const idParams = z.object({ id: z.uuid('Notification not found.') })
const userId = (request: { user: { id: string } | null }) => {
  if (!request.user) throw unauthorized()
  return request.user.id
}

export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  const guard = { preHandler: app.requireUser }

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
    async (request) => notifications.list(userId(request), request.query.limit, request.query.cursor),
  )

  app.post(
    '/read-all',
    { ...guard, schema: { tags: ['notifications'], response: { 200: z.object({ updated: z.number() }) } } },
    async (request) => ({
      updated: await notifications.markAllRead(userId(request)),
    }),
  )

  app.post(
    '/:id/read',
    { ...guard, schema: { tags: ['notifications'], params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await notifications.markRead(userId(request), request.params.id)
      return reply.status(204).send(null)
    },
  )

  app.delete(
    '/:id',
    { ...guard, schema: { tags: ['notifications'], params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await notifications.remove(userId(request), request.params.id)
      return reply.status(204).send(null)
    },
  )
}
