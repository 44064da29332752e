import { randomUUID } from 'node:crypto'
import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { Config } from './config'
import type { Database } from './db/client'
import { openDatabase } from './db/open-database'
import { runSeeds } from './db/seed/run-seeds'
import { demoSeeders } from './db/seed/seeders'
import { defaultWebDistDir } from './lib/paths'
import { healthRoutes } from './modules/health/health.routes'
import { newsletterRoutes } from './modules/newsletter/newsletter.routes'
import { errorsPlugin } from './plugins/errors.plugin'
import { openapiPlugin } from './plugins/openapi.plugin'
import { securityPlugin } from './plugins/security.plugin'
import { webPlugin } from './plugins/web.plugin'

export type AppDeps = {
  /** A database opened by the caller (tests); by default the one the configuration names. */
  database?: Database
}

/** Builds the whole server: plugins, then every module under its prefix, in one explicit list. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id']
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID()
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  const database = deps.database ?? (await openDatabase(config))
  app.decorate('config', config)
  app.decorate('database', database)
  app.decorate('db', database.db)
  app.addHook('onClose', async () => database.close())
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })

  await database.migrate()
  if (config.seedDemo) {
    const ran = await runSeeds(database.db, demoSeeders)
    if (ran.length) app.log.info({ seeders: ran }, 'demo data seeded')
  }

  await app.register(errorsPlugin)
  await app.register(securityPlugin, { config })
  await app.register(openapiPlugin)

  await app.register(healthRoutes, { prefix: '/api/health' })
  await app.register(newsletterRoutes, { prefix: '/api/newsletter' })

  await app.register(webPlugin, { distDir: config.webDistDir ?? defaultWebDistDir })
  return app
}
