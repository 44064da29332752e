import {
  adminAgentListSchema,
  adminAgentSchema,
  adminAgentUpdateSchema,
  adminPropertiesQuerySchema,
  adminPropertyListSchema,
  adminPropertySchema,
  adminPropertyUpdateSchema,
} from '@soko/shared/real-estate/real-estate.schema'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { unauthorized } from '../../lib/errors'
import type { RealEstateService } from './real-estate.service'

const params = z.object({ id: z.string().max(100) })
const actor = (request: FastifyRequest) => {
  if (!request.user) throw unauthorized()
  return request.user
}

/** /api/admin/properties: every listing; feature, unpublish and restore, audited. Admins only. */
export const adminPropertiesRoutes: FastifyPluginAsyncZod<{ realEstate: RealEstateService }> = async (
  app,
  { realEstate },
) => {
  const tags = ['admin']
  app.addHook('onRequest', app.requireAdmin)

  app.get(
    '',
    {
      schema: {
        tags,
        summary: 'Every property (any status), newest first, a page at a time, and how many match',
        querystring: adminPropertiesQuerySchema,
        response: { 200: adminPropertyListSchema },
      },
    },
    async (request) => realEstate.admin.list(request.query),
  )
  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Feature or unfeature, unpublish or restore a property (audited)',
        params,
        body: adminPropertyUpdateSchema,
        response: { 200: adminPropertySchema },
      },
    },
    async (request) => realEstate.admin.update(actor(request), request.params.id, request.body),
  )
}

/** /api/admin/real-estate-agents: every agent; verify and unverify, audited. Admins only. */
export const adminRealEstateAgentsRoutes: FastifyPluginAsyncZod<{ realEstate: RealEstateService }> = async (
  app,
  { realEstate },
) => {
  const tags = ['admin']
  app.addHook('onRequest', app.requireAdmin)

  app.get(
    '',
    { schema: { tags, summary: 'Every real estate agent', response: { 200: adminAgentListSchema } } },
    async () => realEstate.admin.agents(),
  )
  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Verify or unverify a real estate agent (audited; a verification tells the admins)',
        params,
        body: adminAgentUpdateSchema,
        response: { 200: adminAgentSchema },
      },
    },
    async (request) =>
      realEstate.admin.setAgentVerified(actor(request), request.params.id, request.body.is_verified),
  )
}
