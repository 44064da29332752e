import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { fromNodeHeaders } from 'better-auth/node'
import { forbidden, unauthorized } from '../lib/errors'
import { languageFromCookie } from '../lib/texts'
import type { Auth } from '../modules/auth/auth'
import type { UsersService } from '../modules/users/users.service'

export type AuthUser = { id: string; email: string; name: string }

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null
    sessionId: string | null
  }
  interface FastifyInstance {
    /** onRequest hook: 401 unless signed in; sets request.user. */
    requireUser(request: FastifyRequest): Promise<void>
    /** onRequest hook: 401 signed out, 403 unless the admin role. */
    requireAdmin(request: FastifyRequest): Promise<void>
    /** The signed-in user of a request, or null; no error. */
    currentUser(request: FastifyRequest): Promise<AuthUser | null>
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Sessions for Soko's own routes (better-auth's database sessions, read from the HttpOnly cookie),
 * the role guards, and an Origin check on cookie-carrying writes (better-auth checks its own paths).
 */
export const authGuardPlugin = fp(
  async (
    app: FastifyInstance,
    { auth, users, trustedOrigins }: { auth: Auth; users: UsersService; trustedOrigins: string[] },
  ) => {
    app.decorateRequest('user', null)
    app.decorateRequest('sessionId', null)

    async function load(request: FastifyRequest): Promise<AuthUser | null> {
      if (request.user) return request.user
      if (!request.headers.cookie?.includes('session_token')) return null
      const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) })
      if (!session) return null
      request.user = { id: session.user.id, email: session.user.email, name: session.user.name }
      request.sessionId = session.session.id
      // The web's language switch sets this cookie; the account follows it, so notifications and e-mails
      // made later (by a queue job, with no request) are written in the language the reader last used.
      const language = languageFromCookie(request.headers.cookie)
      if (language) await users.noteLanguage(request.user.id, language).catch(() => undefined)
      return request.user
    }

    app.decorate('currentUser', load)
    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!(await load(request))) throw unauthorized()
    })
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const user = await load(request)
      if (!user) throw unauthorized()
      if (!(await users.isAdminUser(user.id))) throw forbidden()
    })

    app.addHook('onRequest', (request, _reply, done) => {
      // A WebSocket handshake is a GET that carries the cookie into a live channel: checked like a write.
      const upgrade = request.headers.upgrade?.toLowerCase() === 'websocket'
      if ((!UNSAFE_METHODS.has(request.method) && !upgrade) || request.url.startsWith('/api/auth/'))
        return done()
      if (!request.headers.cookie?.includes('session_token')) return done()
      const origin = request.headers.origin
      if (origin ? !trustedOrigins.includes(origin) : request.headers['sec-fetch-site'] === 'cross-site') {
        return done(forbidden())
      }
      done()
    })
  },
)

/** The signed-in user's id in a handler behind requireUser. */
export function currentUserId(request: FastifyRequest): string {
  if (!request.user) throw unauthorized()
  return request.user.id
}

/**
 * An onRequest or preHandler guard like `app.requireUser` that answers 401 with a screen's own error (the
 * community's "User not authenticated", spec 001 section 6).
 */
export function requireUserOr(app: FastifyInstance, error: () => Error) {
  return async (request: FastifyRequest) => {
    if (!(await app.currentUser(request))) throw error()
  }
}
