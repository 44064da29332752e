import { adminDriverSchema, suspendDriverSchema } from '@soko/shared/rides/rides.schema'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { unauthorized } from '../../lib/errors'
import { idParams } from '../../lib/params'
import type { DriversAdminService } from './drivers-admin.service'

/** GET /api/admin/drivers: `q` searches name, plate and e-mail; verified and unverified leave out suspended. */
const adminDriversQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(['verified', 'unverified', 'suspended']).optional(),
})
/** The same `{ items, total }` page as the admin's other records lists (newest first, at most 200). */
const adminDriverListSchema = z.object({ items: z.array(adminDriverSchema), total: z.number().int() })
const params = idParams('Driver not found.')

function actorOf(request: FastifyRequest) {
  if (!request.user) throw unauthorized()
  return request.user
}

/** /api/admin/drivers: every driver; verify, suspend and restore, audited. Admins only (401 / 403 first). */
export const adminDriversRoutes: FastifyPluginAsyncZod<{ drivers: DriversAdminService }> = async (
  app,
  { drivers },
) => {
  const tags = ['admin']
  app.addHook('onRequest', app.requireAdmin)

  app.get(
    '',
    {
      schema: {
        tags,
        summary: 'Drivers, newest first: search by name, plate or e-mail; filter by standing',
        querystring: adminDriversQuerySchema,
        response: { 200: adminDriverListSchema },
      },
    },
    async (request) => drivers.list({ q: request.query.q || undefined, status: request.query.status }),
  )
  app.post(
    '/:id/verify',
    {
      schema: {
        tags,
        summary: 'Verify a driver (audited; admins get the driver_verified notice)',
        params,
        response: { 200: adminDriverSchema },
      },
    },
    async (request) => drivers.verify(actorOf(request), request.params.id),
  )
  app.post(
    '/:id/suspend',
    {
      schema: {
        tags,
        summary: 'Suspend a driver with a reason: inactive and offline (audited)',
        params,
        body: suspendDriverSchema,
        response: { 200: adminDriverSchema },
      },
    },
    async (request) => drivers.suspend(actorOf(request), request.params.id, request.body.reason),
  )
  app.post(
    '/:id/restore',
    {
      schema: { tags, summary: 'Lift a suspension (audited)', params, response: { 200: adminDriverSchema } },
    },
    async (request) => drivers.restore(actorOf(request), request.params.id),
  )
}
