import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { codedError } from '../../lib/errors'
import { plainJson } from '../../lib/plain-json'

const databaseUnavailable = codedError('health.database_unavailable', 503, 'The database is not answering.')

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
})

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: { rateLimit: false },
      ...plainJson,
      schema: { tags: ['health'], summary: 'Liveness and database check', response: { 200: healthSchema } },
    },
    async (request) => {
      try {
        await app.database.ping()
      } catch (err) {
        request.log.error({ err }, 'health check: database ping failed')
        throw databaseUnavailable()
      }
      return {
        status: 'ok' as const,
        database: app.database.kind,
        uptimeSeconds: Math.round(process.uptime()),
      }
    },
  )
}
