import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify'
import fp from 'fastify-plugin'
import { codedError } from '../lib/errors'

/** A route's own limit (`config: { rateLimit: { max, timeWindow } }`), or false for none. */
export type RouteRateLimit = false | { max: number; timeWindow: number | string }

// `config.rateLimit` is typed by @fastify/rate-limit, which serves the same routes when Redis is configured
// (decision 015); this plugin reads the part of it the routes use: a number `max` and a `timeWindow`.

export const rateLimited = codedError(
  'rate_limited',
  429,
  'Too many requests. Please wait a moment and try again.',
)

const UNITS: Record<string, number> = { ms: 1, second: 1000, minute: 60_000, hour: 3_600_000 }

/** A window as milliseconds or words ("1 minute", "30 seconds", "2 hours"). */
export function windowMs(window: number | string): number {
  if (typeof window === 'number') return window
  const match = /^\s*(\d+)\s*(ms|second|minute|hour)s?\s*$/.exec(window)
  if (!match) throw new Error(`Unknown rate-limit window "${window}"`)
  return Number(match[1]) * UNITS[match[2]!]!
}

type Counter = { count: number; resetAt: number }

/**
 * Requests per address in fixed windows, kept in this server's memory, at most `maxKeys` addresses (the
 * oldest window dropped first). `hit` counts one request and answers how many the window has seen.
 */
export function createWindowCounter(window: number, maxKeys: number, now: () => number = Date.now) {
  const counters = new Map<string, Counter>()
  return {
    hit(key: string): Counter {
      const time = now()
      let counter = counters.get(key)
      if (counter === undefined || counter.resetAt <= time) {
        // A new window goes to the end of the map's order, so the first entries are the oldest windows.
        if (counter !== undefined) counters.delete(key)
        else if (counters.size >= maxKeys) counters.delete(counters.keys().next().value!)
        counter = { count: 0, resetAt: time + window }
        counters.set(key, counter)
      }
      counter.count++
      return counter
    },
    get size() {
      return counters.size
    },
  }
}

/**
 * A per-address limit on every API route (issue 19: replaces @fastify/rate-limit, whose hook cost each
 * request five promises and three headers). The same rules: `max` requests a minute per address on every
 * route under /api/ (one count shared by them all), a route's own `{ max, timeWindow }` counted apart,
 * `rateLimit: false` for none; over the limit a 429 `rate_limited` with Retry-After and the
 * X-RateLimit-Limit, -Remaining and -Reset headers. Requests within the limit carry no extra headers.
 * Synchronous: no promise per request.
 */
export const requestLimitPlugin = fp(
  async (app: FastifyInstance, { max, maxKeys = 5000 }: { max: number; maxKeys?: number }) => {
    function limiter(limit: number, window: number) {
      const counter = createWindowCounter(window, maxKeys)
      return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
        const { count, resetAt } = counter.hit(request.ip)
        if (count <= limit) return done()
        const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000))
        reply.header('x-ratelimit-limit', limit)
        reply.header('x-ratelimit-remaining', 0)
        reply.header('x-ratelimit-reset', seconds)
        reply.header('retry-after', seconds)
        done(rateLimited())
      }
    }
    const everyRoute = limiter(max, 60_000)

    app.addHook('onRoute', (route) => {
      // Static files and the web app are cached by browsers; only the API is metered.
      if (!route.url.startsWith('/api/')) return
      const own = route.config?.rateLimit as RouteRateLimit | undefined
      if (own === false) return
      const hook = own ? limiter(own.max, windowMs(own.timeWindow)) : everyRoute
      route.onRequest = [...(route.onRequest ? [route.onRequest].flat() : []), hook]
    })
  },
  { name: 'request-limit' },
)
