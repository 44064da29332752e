import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { codedError } from '../../lib/errors'
import { plainJson } from '../../lib/plain-json'

const databaseUnavailable = codedError('health.database_unavailable', 503, 'The database is not answering.')
const notReady = codedError('health.not_ready', 503, 'This instance is not ready to take requests.')

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
})

const check = z.enum(['ok', 'off'])
const readySchema = z.object({
  status: z.literal('ready'),
  database: z.literal('ok'),
  redis: check,
  storage: z.enum(['disk', 's3']),
})

export type HealthOptions = {
  /** Extra dependencies /api/ready pings; undefined: not configured. */
  checks: { redis?: () => Promise<void>; storage: () => Promise<void> }
  storageKind: 'disk' | 's3'
  /** True once the instance was told to stop: it is still alive but should get no new requests. */
  stopping: () => boolean
}

/**
 * For load balancers (decision 015): GET /api/health says the process is alive and its database answers;
 * GET /api/ready says it can take requests now: the database, Redis and the file storage answer and it is
 * not stopping. Neither is rate limited.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, options) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      ...plainJson,
      // Its answer is some 60 bytes, always under compression's 1 KB threshold, and it takes no body: the
      // compression plugin's three hooks (reply decoration, request inflation, answer deflation) would only
      // cost each probe time.
      compress: false,
      decompress: false,
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

  const within = <T>(promise: Promise<T>, ms: number) =>
    Promise.race([
      promise,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref()),
    ])

  app.get(
    '/ready',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Readiness: database, Redis and file storage reachable, not stopping',
        response: { 200: readySchema },
      },
    },
    async (request) => {
      if (options.stopping()) throw notReady()
      const { redis, storage } = options.checks
      const results = await Promise.allSettled([
        within(app.database.ping(), 3000),
        redis ? within(redis(), 3000) : Promise.resolve(),
        within(storage(), 3000),
      ])
      const failed = ['database', 'redis', 'storage'].filter((_, i) => results[i]!.status === 'rejected')
      if (failed.length) {
        request.log.error(
          { failed, errors: results.map((r) => (r.status === 'rejected' ? String(r.reason) : null)) },
          'readiness check failed',
        )
        throw notReady()
      }
      return {
        status: 'ready' as const,
        database: 'ok' as const,
        redis: redis ? ('ok' as const) : ('off' as const),
        storage: options.storageKind,
      }
    },
  )
}
