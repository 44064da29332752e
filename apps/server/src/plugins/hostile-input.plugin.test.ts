import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { as, signUp } from '../test/auth-helpers'
import { buildTestApp, TEST_ORIGIN } from '../test/test-app'
import { userRoles } from '../modules/users/users.table'

let app: FastifyInstance
let customer: ReturnType<typeof as>
let admin: ReturnType<typeof as>

beforeAll(async () => {
  app = await buildTestApp()
  customer = as(app, (await signUp(app)).cookie)
  const account = await signUp(app)
  await app.db.update(userRoles).set({ role: 'admin' }).where(eq(userRoles.userId, account.userId))
  admin = as(app, account.cookie)
})
afterAll(async () => {
  await app.close()
})

const nulRefused = {
  error: { code: 'bad_request', message: 'The request contains a character that is not allowed (NUL).' },
}

describe('a NUL character anywhere in a request is a 400, never a 500 from PostgreSQL', () => {
  it.each([
    '/api/products?search=%00',
    '/api/products?search=a%00b&sort=name',
    '/api/services?search=%00',
    '/api/payments/transactions/%00',
    '/api/products/%00/reviews',
  ])('GET %s as a guest', async (url) => {
    const response = await app.inject({ method: 'GET', url })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual(nulRefused)
  })

  it.each([
    '/api/admin/users?search=a%00b',
    '/api/admin/products?search=%00',
    '/api/admin/vendors?search=%00',
    '/api/admin/orders?search=%00',
    '/api/admin/service-applications?search=%00',
  ])('GET %s as an admin', async (url) => {
    const response = await admin({ method: 'GET', url })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual(nulRefused)
  })

  it.each([
    ['PATCH', '/api/profile', { full_name: 'Amina\u0000' }],
    ['POST', '/api/payments/paypal/capture', { orderId: '\u0000' }],
    ['POST', '/api/provider/profiles', { business_name: 'Duka\u0000', nested: { deep: ['ok', 'a\u0000'] } }],
    [
      'PUT',
      '/api/products/0190a6f2-7c1e-7000-8000-00000000abcd/reviews/mine',
      { rating: 5, comment: '\u0000' },
    ],
    ['POST', '/api/cart/items', { 'product\u0000_id': 'x' }],
  ] as const)('%s %s with a NUL in the JSON body as a customer', async (method, url, payload) => {
    const response = await customer({ method, url, payload })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual(nulRefused)
  })

  it.each([
    ['/api/auth/sign-in/email', { email: 'amina\u0000@example.co.ke', password: 'kahawa-chungu-42' }],
    ['/api/auth/request-password-reset', { email: '\u0000' }],
  ])('POST %s (better-auth, no zod schema of ours) as a guest', async (url, payload) => {
    const response = await app.inject({ method: 'POST', url, payload, headers: { origin: TEST_ORIGIN } })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual(nulRefused)
  })

  it('refuses a NUL in a header before any route hook reads it', async () => {
    const response = await customer({
      method: 'POST',
      url: '/api/payments/paypal',
      payload: {},
      headers: { 'idempotency-key': 'key\u0000' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual(nulRefused)
  })
})

describe('an id path parameter that is not a UUID answers 404, as an unknown id does', () => {
  it.each([
    ['DELETE', '/api/products/abc/reviews/mine'],
    ['PUT', '/api/products/abc/reviews/mine'],
    ['GET', '/api/products/abc/reviews'],
    ['GET', '/api/orders/abc'],
    ['POST', '/api/bookings/------------------------------------/cancel'],
    ['DELETE', '/api/wishlist/abc'],
    ['DELETE', '/api/notifications/abc'],
    ['GET', '/api/services/abc'],
  ] as const)('%s %s', async (method, url) => {
    const response = await customer({
      method,
      url,
      ...(method === 'PUT' ? { payload: { rating: 5, comment: 'Nzuri sana' } } : {}),
    })
    expect(response.statusCode).toBe(404)
    expect(response.json().error.code).toMatch(/not_found$/)
  })

  it.each([
    ['PUT', '/api/admin/users/abc/role', { role: 'vendor' }],
    ['GET', '/api/admin/service-applications/abc/documents/def', undefined],
    ['DELETE', '/api/admin/products/abc', undefined],
  ] as const)('%s %s as an admin', async (method, url, payload) => {
    const response = await admin({ method, url, ...(payload ? { payload } : {}) })
    expect(response.statusCode).toBe(404)
    expect(response.json().error.code).toBe('not_found')
  })
})
