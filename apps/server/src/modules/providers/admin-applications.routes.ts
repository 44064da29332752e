import {
  adminApplicationListSchema,
  adminApplicationSchema,
  adminApplicationsQuerySchema,
  rejectApplicationSchema,
} from '@soko/shared/providers/provider.schema'
import { idParams, uuidParam } from '../../lib/params'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { unauthorized } from '../../lib/errors'
import type { ApplicationsService } from './applications.service'

const tags = ['admin']
const params = idParams()

/** /api/admin/service-applications: admins only (401 signed out, 403 otherwise), checked first. */
export const adminApplicationsRoutes: FastifyPluginAsyncZod<{ applications: ApplicationsService }> = async (
  app,
  { applications },
) => {
  app.addHook('onRequest', app.requireAdmin)
  const actor = (request: { user: { id: string; name: string; email: string } | null }) => {
    if (!request.user) throw unauthorized()
    return request.user
  }

  app.get(
    '',
    {
      schema: {
        tags,
        summary: 'Service provider applications, newest first, with the status counts',
        querystring: adminApplicationsQuerySchema,
        response: { 200: adminApplicationListSchema },
      },
    },
    async (request) => applications.adminList(request.query),
  )
  app.get('/:id', { schema: { tags, params, response: { 200: adminApplicationSchema } } }, async (request) =>
    applications.adminGet(request.params.id),
  )
  app.get(
    '/:id/documents/:documentId',
    {
      schema: {
        tags,
        summary: 'Download an application document',
        params: z.object({ id: uuidParam(), documentId: uuidParam() }),
      },
    },
    async (request, reply) => {
      const { document, stream } = await applications.adminDocument(
        request.params.id,
        request.params.documentId,
      )
      return reply
        .header('content-type', document.contentType)
        .header('content-length', document.sizeBytes)
        .header('content-disposition', `attachment; filename="${document.fileName.replace(/"/g, '')}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(stream)
    },
  )
  app.post(
    '/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve: profile, role, category record and audit entry in one transaction',
        params,
        response: { 200: adminApplicationSchema },
      },
    },
    async (request) => applications.approve(actor(request), request.params.id),
  )
  app.post(
    '/:id/reject',
    {
      schema: { tags, params, body: rejectApplicationSchema, response: { 200: adminApplicationSchema } },
    },
    async (request) => applications.reject(actor(request), request.params.id, request.body.admin_notes),
  )
}
