import compress from '@fastify/compress'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Redis } from 'ioredis'
import type { Config } from '../config'
import { requestLimitPlugin } from './request-limit.plugin'
import {
  apiSecurityHeaders,
  computeSecurityHeaders,
  isApiAnswer,
  securityHeaderOptions,
} from './security-headers'

type SecurityOptions = { config: Config; redis?: Redis }

/** Security headers, compression and a global per-IP rate limit on the API. */
export const securityPlugin = fp(async (app: FastifyInstance, { config, redis }: SecurityOptions) => {
  // Computed once; set on the raw response at the start of every request, as helmet did, so a route that
  // sets its own header (the sandbox pages' CSP, the API docs) still replaces it. Pages get the whole policy;
  // API answers the few headers that mean something to JSON and files (decision 026): 5 instead of 12, and
  // writing headers was a tenth of what an API request allocated.
  const page = computeSecurityHeaders(securityHeaderOptions(config))
  const api = apiSecurityHeaders(config)
  app.addHook('onRequest', (request, reply, done) => {
    const { set, remove } = isApiAnswer(request.url) ? api : page
    const raw = reply.raw
    for (const [name, value] of set) raw.setHeader(name, value)
    for (const name of remove) raw.removeHeader(name)
    done()
  })
  await app.register(compress, { global: true, threshold: 1024 })
  if (redis) {
    // With Redis every instance counts against one store: a client cannot multiply its allowance by the
    // number of instances (decision 015).
    await app.register(rateLimit, {
      global: true,
      max: config.rateLimitMax,
      timeWindow: '1 minute',
      // Static files and the SPA are cached by the browser; only the API is metered.
      allowList: (request) => !request.url.startsWith('/api/'),
      redis,
      nameSpace: `${config.redisKeyPrefix}rate:`,
      skipOnError: true,
    })
  } else {
    // One instance: per address in this process's memory, on the API only, synchronously (decision 018).
    await app.register(requestLimitPlugin, { max: config.rateLimitMax })
  }
})
