import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config'
import { requestLimitPlugin } from './request-limit.plugin'
import { computeSecurityHeaders, securityHeaderOptions } from './security-headers'

/** Security headers, compression and a global per-IP rate limit on the API. */
export const securityPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  // Computed once; set on the raw response at the start of every request, as helmet did, so a route that
  // sets its own header (the sandbox pages' CSP, the API docs) still replaces it.
  const { set, remove } = computeSecurityHeaders(securityHeaderOptions(config))
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw
    for (const [name, value] of set) raw.setHeader(name, value)
    for (const name of remove) raw.removeHeader(name)
    done()
  })
  await app.register(compress, { global: true, threshold: 1024 })
  // Per address, on the API only (static files and the web app are cached by browsers).
  await app.register(requestLimitPlugin, { max: config.rateLimitMax })
})
