import { activityPageSchema, activityQuerySchema } from '@soko/shared/activity/activity.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUserId } from '../../plugins/auth-guard.plugin'
import type { ActivityService } from './activity.service'

/** GET /api/activity: what the signed-in customer has going (401 signed out). */
export const activityRoutes: FastifyPluginAsyncZod<{ activity: ActivityService }> = async (
  app,
  { activity },
) => {
  app.get(
    '',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['activity'],
        summary: 'My activity: orders, service bookings and event bookings, newest first',
        querystring: activityQuerySchema,
        response: { 200: activityPageSchema },
      },
    },
    async (request) => activity.list(currentUserId(request), request.query.limit, request.query.cursor),
  )
}
