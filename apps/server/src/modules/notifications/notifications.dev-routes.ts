import { notificationSchema, notificationTypes } from '@soko/shared/notifications/notification.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUserId } from '../../plugins/auth-guard.plugin'
import type { NotificationsService } from './notifications.service'

/**
 * POST /dev/notifications: sends the signed-in user a notification, for demos and browser tests of live
 * delivery. Never registered in production (like /dev/mailbox).
 */
export const notificationsDevRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  app.post(
    '/notifications',
    {
      onRequest: app.requireUser,
      schema: {
        hide: true,
        body: z.object({
          type: z.enum(notificationTypes).default('info'),
          title: z.string().trim().min(1).max(120),
          message: z.string().trim().min(1).max(500),
          action_url: z.string().max(500).nullable().optional(),
        }),
        response: { 201: notificationSchema },
      },
    },
    async (request, reply) => {
      const { type, title, message, action_url } = request.body
      return reply.status(201).send(
        await notifications.notify(currentUserId(request), {
          type,
          title,
          message,
          actionUrl: action_url ?? null,
        }),
      )
    },
  )
}
