import {
  adminEventListSchema,
  adminEventSchema,
  adminEventsQuerySchema,
} from '@soko/shared/events/event.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { unauthorized } from '../../lib/errors'
import type { EventsService } from './events.service'

const params = z.object({ id: z.string().max(100) })

/** /api/admin/events: every event with its promoter and sales; publish and unpublish, audited. Admins only. */
export const adminEventsRoutes: FastifyPluginAsyncZod<{ events: EventsService }> = async (
  app,
  { events },
) => {
  const tags = ['admin']
  app.addHook('onRequest', app.requireAdmin)
  const actor = (user: { id: string; name: string; email: string } | null) => {
    if (!user) throw unauthorized()
    return user
  }

  app.get(
    '',
    { schema: { tags, querystring: adminEventsQuerySchema, response: { 200: adminEventListSchema } } },
    async (request) => events.adminList(request.query),
  )
  app.post(
    '/:id/unpublish',
    {
      schema: { tags, summary: 'Unpublish an event (audited)', params, response: { 200: adminEventSchema } },
    },
    async (request) => events.unpublish(actor(request.user), request.params.id),
  )
  app.post(
    '/:id/publish',
    { schema: { tags, summary: 'Publish an event (audited)', params, response: { 200: adminEventSchema } } },
    async (request) => events.publish(actor(request.user), request.params.id),
  )
}
