import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { codedError } from '../lib/errors'

export const nulCharacter = codedError(
  'bad_request',
  400,
  'The request contains a character that is not allowed (NUL).',
)

/** True when any string in a parsed JSON value, key or value, holds U+0000. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (depth > 64 || value === null || typeof value !== 'object') return false
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1))
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1))
}

/**
 * PostgreSQL text cannot hold U+0000: any NUL reaching a query fails it with a 500. It is refused here, once,
 * for every route: the URL (path parameters and query decode `%00`) and the headers before any route hook
 * reads a cookie or a key from them, the parsed body before validation. One hook covers routes whose schemas
 * never see the value (better-auth's own endpoints, records, `z.unknown()` fields) and routes added later,
 * which per-field zod rules would each have to remember.
 */
export const hostileInputPlugin = fp(async (app: FastifyInstance) => {
  // Synchronous hooks, and nothing to scan on a body-less GET: no promise per request (issue 19).
  app.addHook('onRequest', (request, _reply, done) => {
    const url = request.url
    if (url.includes('\u0000') || (url.includes('%') && /%00/i.test(url))) return done(nulCharacter())
    const headers = request.headers
    for (const name in headers) {
      if (containsNul(headers[name])) return done(nulCharacter())
    }
    done()
  })
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body !== undefined && containsNul(request.body)) return done(nulCharacter())
    done()
  })
})
