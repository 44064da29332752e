import { authMessages } from '@soko/shared/auth/auth.schema'
import { phoneErrorMessages } from '@soko/shared/auth/phone-auth.schema'
import { parseKenyanPhone, phoneMessages } from '@soko/shared/phone/phone'
import { fromNodeHeaders } from 'better-auth/node'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../config'
import type { ErrorBody } from '../../lib/errors'
import type { RateLimitService } from '../rate-limit/rate-limit.service'
import { CLIENT_IP_HEADER, type Auth } from './auth'
import type { SignInLimits } from './sign-in-limits.service'

type Options = {
  auth: Auth
  rateLimit: RateLimitService
  signInLimits: SignInLimits
  config: Config
  /** Some of the user's sessions may have ended (sign-out, revocation, new password): close their sockets. */
  onSessionsEnded(userId: string): Promise<void>
  /** The user a password-reset token belongs to, if it is still valid. */
  userOfResetToken(token: string): Promise<string | null>
}

/**
 * The phone plugin's password paths: Soko's phone accounts have no password, and a password sign-in by phone
 * would go around the per-account sign-in limits (decision 010), so only codes are used (decision 016).
 */
const CLOSED_PHONE_PATHS = new Set([
  '/sign-in/phone-number',
  '/phone-number/request-password-reset',
  '/phone-number/reset-password',
])
const PHONE_CODE_PATHS = new Set(['/phone-number/send-otp', '/phone-number/verify'])

/** Paths after which some of the caller's sessions may be gone. */
const ENDING_SESSIONS = new Set([
  '/sign-out',
  '/revoke-session',
  '/revoke-sessions',
  '/revoke-other-sessions',
  '/change-password',
  '/reset-password',
])

const toCode = (value: unknown, status: number) =>
  typeof value === 'string' && value
    ? value.toLowerCase()
    : status === 429
      ? 'rate_limited'
      : `auth_error_${status}`

function sendError(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.status(status).type('application/json; charset=utf-8').send(body)
}

/**
 * Session tokens live only in the HttpOnly cookie: they are removed from every JSON body, so a script in the
 * page can never read one (better-auth puts them in sign-in, sign-up and session-list answers). A top-level
 * token becomes `session: true|false`, which tells a client whether it is now signed in.
 */
export function withoutTokens(text: string): string {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return text
  }
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip)
    if (!value || typeof value !== 'object') return value
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => key !== 'token')
        .map(([key, inner]) => [key, strip(inner)]),
    )
  }
  const stripped = strip(body)
  if (body && typeof body === 'object' && !Array.isArray(body) && 'token' in body) {
    return JSON.stringify({
      session: typeof (body as { token: unknown }).token === 'string',
      ...(stripped as object),
    })
  }
  return JSON.stringify(stripped)
}

/** Whether better-auth's answer carries a new session (its JSON has a `token`). */
function madeSession(text: string): boolean {
  try {
    const body: unknown = JSON.parse(text)
    return Boolean(
      body && typeof body === 'object' && typeof (body as { token?: unknown }).token === 'string',
    )
  } catch {
    return false
  }
}

/**
 * Mounts better-auth at /api/auth/*: builds a Fetch Request from Fastify's (parsed) request, adds the
 * client IP for its rate limiter, applies Soko's own rules first (trimmed fields, accepted terms,
 * per-account limits), and turns its errors into Soko's `{ error: { code, message } }` shape.
 */
export const authRoutes: FastifyPluginAsync<Options> = async (
  app,
  { auth, rateLimit, signInLimits, config, onSessionsEnded, userOfResetToken },
) => {
  const accountRule = { window: config.authRateLimit.windowSeconds, max: config.authRateLimit.maxPerAccount }
  const addressRule = { window: config.authRateLimit.windowSeconds, max: config.authRateLimit.maxPerIp }

  function tooMany(reply: FastifyReply, retryAfter: number, message: string) {
    reply.header('Retry-After', String(retryAfter))
    return sendError(reply, 429, { error: { code: 'rate_limited', message } })
  }
  const waitMinutes = (retryAfter: number) => {
    const minutes = Math.max(1, Math.ceil(retryAfter / 60))
    return `Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`
  }

  async function handler(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?')[0]!.replace(/^\/api\/auth/, '')
    let body =
      request.body && typeof request.body === 'object'
        ? { ...(request.body as Record<string, unknown>) }
        : undefined

    if (CLOSED_PHONE_PATHS.has(path)) {
      return sendError(reply, 404, { error: { code: 'not_found', message: 'Not found.' } })
    }

    let signingIn: string | null = null
    if (body && request.method === 'POST' && PHONE_CODE_PATHS.has(path)) {
      const phone = typeof body.phoneNumber === 'string' ? parseKenyanPhone(body.phoneNumber) : null
      if (!phone) {
        return sendError(reply, 400, {
          error: {
            code: 'validation_failed',
            message: phoneMessages.invalid,
            fields: { phoneNumber: phoneMessages.invalid },
          },
        })
      }
      body.phoneNumber = phone
      if (typeof body.name === 'string') body.name = body.name.trim()
      // Codes sent and codes tried count per number (from any address) and per address (to any number).
      const sending = path === '/phone-number/send-otp'
      const perNumber = await rateLimit.consume(`phone:${sending ? 'send' : 'verify'}:${phone}`, {
        window: config.authRateLimit.windowSeconds,
        max: sending ? config.authRateLimit.maxSmsPerNumber : config.authRateLimit.maxPerAccount,
      })
      if (!perNumber.allowed) {
        const retryAfter = perNumber.retryAfter ?? 60
        return tooMany(reply, retryAfter, `Too many codes for this phone number. ${waitMinutes(retryAfter)}`)
      }
      const perAddress = await rateLimit.consume(
        `phone:${sending ? 'send' : 'verify'}-ip:${request.ip}`,
        addressRule,
      )
      if (!perAddress.allowed) {
        return tooMany(
          reply,
          perAddress.retryAfter ?? 60,
          'Too many requests. Please wait a moment and try again.',
        )
      }
    }
    if (body && request.method === 'POST') {
      if (typeof body.email === 'string') body.email = body.email.trim()
      if (typeof body.name === 'string') body.name = body.name.trim()

      if (path === '/sign-up/email') {
        if (body.termsAccepted !== true) {
          return sendError(reply, 400, {
            error: {
              code: 'validation_failed',
              message: authMessages.termsRequired,
              fields: { termsAccepted: authMessages.termsRequired },
            },
          })
        }
        if (typeof body.name !== 'string' || body.name === '') {
          return sendError(reply, 400, {
            error: {
              code: 'validation_failed',
              message: authMessages.fullNameRequired,
              fields: { name: authMessages.fullNameRequired },
            },
          })
        }
        delete body.termsAccepted
      }
      // Changing the e-mail address needs the password again.
      if (path === '/change-email') {
        const password = body.password
        delete body.password
        const ok =
          typeof password === 'string' &&
          password !== '' &&
          (await auth.api
            .verifyPassword({ body: { password }, headers: fromNodeHeaders(request.headers) })
            .then((result) => Boolean(result?.status))
            .catch(() => false))
        if (!ok) {
          return sendError(reply, 400, {
            error: {
              code: 'invalid_password',
              message: 'Your password is not correct.',
              fields: { password: 'Your password is not correct.' },
            },
          })
        }
      }
      // Changing the password ends every other session, whatever the client asked.
      if (path === '/change-password') body = { ...body, revokeOtherSessions: true }

      if (path === '/request-password-reset' && typeof body.email === 'string') {
        const verdict = await rateLimit.consume(`account:${path}:${body.email.toLowerCase()}`, accountRule)
        if (!verdict.allowed) {
          const retryAfter = verdict.retryAfter ?? 60
          return tooMany(reply, retryAfter, `Too many attempts for this account. ${waitMinutes(retryAfter)}`)
        }
      }
      if (path === '/sign-in/email' && typeof body.email === 'string') {
        signingIn = body.email
        const refusal = await signInLimits.check(body.email, request.ip)
        if (refusal?.reason === 'address') {
          return tooMany(
            reply,
            refusal.retryAfter,
            `Too many attempts for this account. ${waitMinutes(refusal.retryAfter)}`,
          )
        }
        if (refusal) {
          const seconds = refusal.retryAfter
          return tooMany(
            reply,
            seconds,
            `Too many sign-in attempts for this account. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again, or use the link sent to the account's e-mail address.`,
          )
        }
      }
    }

    // The reset page's token check: each guess is a new path, so better-auth's per-path limit never
    // counts them. The same per-address limit as the reset request.
    if (request.method === 'GET' && path.startsWith('/reset-password/')) {
      const verdict = await rateLimit.consume(`auth:reset-token:${request.ip}`, addressRule)
      if (!verdict.allowed) {
        return tooMany(
          reply,
          verdict.retryAfter ?? 60,
          'Too many requests. Please wait a moment and try again.',
        )
      }
    }

    // Whose sessions a request may end, known before it runs (after a sign-out the cookie names nobody).
    let endingSessionsOf: string | null = null
    if (request.method === 'POST' && ENDING_SESSIONS.has(path)) {
      endingSessionsOf =
        path === '/reset-password'
          ? typeof body?.token === 'string'
            ? await userOfResetToken(body.token)
            : null
          : ((await auth.api.getSession({ headers: fromNodeHeaders(request.headers) }).catch(() => null))
              ?.user.id ?? null)
    }

    const headers = new Headers()
    for (const [key, value] of Object.entries(request.headers)) {
      if (value === undefined || key === CLIENT_IP_HEADER || key === 'content-length') continue
      headers.set(key, Array.isArray(value) ? value.join(', ') : value)
    }
    headers.set(CLIENT_IP_HEADER, request.ip)
    const url = new URL(request.url, `${request.protocol}://${request.headers.host ?? 'localhost'}`)
    const response = await auth.handler(
      new Request(url, {
        method: request.method,
        headers,
        ...(body && request.method !== 'GET' ? { body: JSON.stringify(body) } : {}),
      }),
    )

    reply.status(response.status)
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie' && key !== 'content-length' && key !== 'content-encoding')
        reply.header(key, value)
    })
    const cookies = response.headers.getSetCookie()
    if (cookies.length) reply.header('set-cookie', cookies)

    const text = response.body ? await response.text() : ''
    if (signingIn !== null && (response.status === 200 || response.status === 401)) {
      // The right password with a second factor still to come resets the pair, but the address becomes
      // trusted only when a session is made.
      const outcome = response.status === 401 ? 'failure' : madeSession(text) ? 'success' : 'password'
      await signInLimits.record(signingIn, request.ip, outcome)
    }
    if (path === '/sign-up/email' && madeSession(text) && typeof body?.email === 'string') {
      await signInLimits.record(body.email, request.ip, 'success')
    }
    if (endingSessionsOf && response.status < 400) {
      await onSessionsEnded(endingSessionsOf).catch((error: unknown) =>
        request.log.warn({ err: error }, 'realtime: could not close ended sessions'),
      )
    }
    if (response.status >= 400) {
      let parsed: { code?: unknown; message?: unknown } = {}
      try {
        parsed = text ? (JSON.parse(text) as typeof parsed) : {}
      } catch {
        // better-auth answered with plain text
      }
      const code = toCode(parsed.code, response.status)
      const message =
        phoneErrorMessages[code] && PHONE_CODE_PATHS.has(path)
          ? phoneErrorMessages[code]
          : typeof parsed.message === 'string' && parsed.message
            ? parsed.message
            : response.status === 429
              ? 'Too many requests. Please wait a moment and try again.'
              : text || 'The request could not be completed.'
      return sendError(reply, response.status, {
        error: { code, message },
      })
    }
    return reply.send(text ? withoutTokens(text) : null)
  }

  // The link in the attack notice (decision 010): clears the account's sign-in limits, once.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/unlock',
    {
      schema: {
        summary: 'Follow the e-mailed sign-in unlock link',
        description:
          'Clears the sign-in limits of the account the single-use token names and trusts the address that ' +
          'followed it; redirects to /auth?unlock=done, or /auth?unlock=invalid for a used, expired or ' +
          'unknown token.',
        tags: ['auth'],
        querystring: z.object({ token: z.string().max(200).optional() }),
        response: { 302: z.null().describe('To /auth?unlock=done or /auth?unlock=invalid') },
      },
    },
    async (request, reply) => {
      const verdict = await rateLimit.consume(`auth:unlock:${request.ip}`, addressRule)
      const token = request.query.token
      const done = verdict.allowed && token ? await signInLimits.unlock(token, request.ip) : false
      return reply.redirect(`/auth?unlock=${done ? 'done' : 'invalid'}`)
    },
  )

  app.route({
    method: ['GET', 'POST'],
    url: '/*',
    schema: { hide: true },
    config: { rateLimit: false },
    handler,
  })
}
