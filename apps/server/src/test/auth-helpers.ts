import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { TEST_ORIGIN } from './test-app'

export const TEST_PASSWORD = 'kahawa-chungu-42'

/** The cookies a response sets, as one Cookie header value. */
export function cookiesOf(response: LightMyRequestResponse): string {
  const raw = response.headers['set-cookie']
  const list = Array.isArray(raw) ? raw : raw ? [raw] : []
  return list.map((cookie) => cookie.split(';')[0]).join('; ')
}

let counter = 0
export const uniqueEmail = (prefix = 'user') => `${prefix}${Date.now()}${counter++}@example.co.ke`

export async function signUp(
  app: FastifyInstance,
  { email = uniqueEmail(), password = TEST_PASSWORD, name = 'Test User', ip = '10.1.0.1' } = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: TEST_ORIGIN },
    remoteAddress: ip,
    payload: { email, password, name, termsAccepted: true },
  })
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`)
  return {
    email,
    password,
    cookie: cookiesOf(response),
    userId: (response.json() as { user: { id: string } }).user.id,
  }
}

export function signIn(app: FastifyInstance, email: string, password: string, ip = '10.1.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN },
    remoteAddress: ip,
    payload: { email, password },
  })
}

/** An authenticated request as a signed-in browser on our own origin would send it. */
export function as(app: FastifyInstance, cookie: string) {
  return ({
    headers,
    ...options
  }: {
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
    url: string
    payload?: object
    headers?: Record<string, string>
  }) => app.inject({ ...options, headers: { cookie, origin: TEST_ORIGIN, ...headers } })
}
