import {
  adminEmployerListSchema,
  adminEmployerSchema,
  adminJobListSchema,
  adminJobSchema,
  adminJobsQuerySchema,
  grantEmployerSchema,
} from '@soko/shared/jobs/jobs.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { unauthorized } from '../../lib/errors'
import type { JobsService } from './jobs.service'

const tags = ['admin']
const params = z.object({ id: z.string().max(100) })
const noContent = { 204: z.null() }
const actor = (user: { id: string; name: string; email: string } | null) => {
  if (!user) throw unauthorized()
  return user
}

/** /api/admin/jobs: every job with its employer; close and remove (status removed), audited. Admins only. */
export const adminJobsRoutes: FastifyPluginAsyncZod<{ jobs: JobsService }> = async (app, { jobs }) => {
  app.addHook('onRequest', app.requireAdmin)

  app.get(
    '',
    {
      schema: {
        tags,
        summary: 'Jobs of every status, newest first (at most 200; total exact)',
        querystring: adminJobsQuerySchema,
        response: { 200: adminJobListSchema },
      },
    },
    async (request) => jobs.adminList(request.query),
  )
  app.post(
    '/:id/close',
    { schema: { tags, summary: 'Close a job (audited)', params, response: { 200: adminJobSchema } } },
    async (request) => jobs.adminClose(actor(request.user), request.params.id),
  )
  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Remove a job: off the board, its page 404; applications stay (audited)',
        params,
        response: noContent,
      },
    },
    async (request, reply) => {
      await jobs.adminRemove(actor(request.user), request.params.id)
      return reply.status(204).send(null)
    },
  )
}

/** /api/admin/employers: accounts an admin made employers (decision 023); grant by e-mail, revoke. Audited. */
export const adminEmployersRoutes: FastifyPluginAsyncZod<{ jobs: JobsService }> = async (app, { jobs }) => {
  app.addHook('onRequest', app.requireAdmin)

  app.get('', { schema: { tags, response: { 200: adminEmployerListSchema } } }, async () => jobs.employers())
  app.post(
    '',
    {
      schema: {
        tags,
        summary: 'Make the account with this e-mail an employer (audited)',
        body: grantEmployerSchema,
        response: { 201: adminEmployerSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await jobs.grantEmployer(actor(request.user), request.body)),
  )
  app.delete(
    '/:userId',
    {
      schema: {
        tags,
        summary: "Revoke an admin's employer grant (audited)",
        params: z.object({ userId: z.string().max(100) }),
        response: noContent,
      },
    },
    async (request, reply) => {
      await jobs.revokeEmployer(actor(request.user), request.params.userId)
      return reply.status(204).send(null)
    },
  )
}
