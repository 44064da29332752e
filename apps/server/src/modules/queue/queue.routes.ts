import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { codedError } from '../../lib/errors'
import { idParams } from '../../lib/params'
import type { QueueService } from './queue.service'

const jobNotRetryable = codedError('job_not_retryable', 404, 'No dead or cancelled job with this id.')

const jobSchema = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.enum(['pending', 'done', 'dead', 'cancelled']),
  payload: z.unknown(),
  attempts: z.number(),
  max_attempts: z.number(),
  last_error: z.string().nullable(),
  run_at: z.string(),
  updated_at: z.string(),
  created_at: z.string(),
})

const tags = ['admin']

/**
 * /api/admin/queue: the queue as admins see it (decision 014): how many jobs are in each state, the jobs of one
 * state (dead ones by default: failed for the last time), and a dead job sent back to run again.
 */
export const queueAdminRoutes: FastifyPluginAsyncZod<{ queue: QueueService }> = async (app, { queue }) => {
  app.addHook('onRequest', app.requireAdmin)

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Background jobs of one state (dead by default), with the count of each state',
        querystring: z.object({
          status: z.enum(['pending', 'done', 'dead', 'cancelled']).default('dead'),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: {
          200: z.object({ counts: z.record(z.string(), z.number()), jobs: z.array(jobSchema) }),
        },
      },
    },
    async (request) => {
      const rows = await queue.list(request.query.status, request.query.limit)
      return {
        counts: await queue.counts(),
        jobs: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          status: row.status,
          payload: row.payload,
          attempts: row.attempts,
          max_attempts: row.maxAttempts,
          last_error: row.lastError,
          run_at: row.runAt.toISOString(),
          updated_at: row.updatedAt.toISOString(),
          created_at: row.createdAt.toISOString(),
        })),
      }
    },
  )

  app.post(
    '/:id/retry',
    { schema: { tags, summary: 'Runs a dead or cancelled job again', params: idParams() } },
    async (request, reply) => {
      if (!(await queue.revive(request.params.id))) throw jobNotRetryable()
      request.log.info({ jobId: request.params.id, adminId: request.user?.id }, 'queue job sent back to run')
      return reply.status(202).send({ ok: true })
    },
  )
}
