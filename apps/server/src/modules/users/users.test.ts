import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { as, signUp } from '../../test/auth-helpers'
import { multipart } from '../../test/multipart'
import { buildTestApp, TEST_ORIGIN } from '../../test/test-app'
import { users } from '../auth/auth.table'
import { userRoles } from './users.table'

let app: FastifyInstance

beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app.close()
})

describe('guests', () => {
  it.each([
    ['GET', '/api/me'],
    ['GET', '/api/profile'],
    ['PATCH', '/api/profile'],
    ['POST', '/api/profile/heartbeat'],
    ['POST', '/api/profile/avatar'],
    ['GET', '/api/me/export'],
    ['GET', '/api/notifications'],
    ['POST', '/api/notifications/read-all'],
  ] as const)('get 401 from %s %s', async (method, url) => {
    const response = await app.inject({
      method,
      url,
      headers: { origin: TEST_ORIGIN },
      ...(method === 'GET' ? {} : { payload: {} }),
    })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({
      error: { code: 'unauthorized', message: 'Please sign in to continue.' },
    })
  })
})

describe('profile', () => {
  it('updates full_name and phone, and the auth user’s name follows', async () => {
    const { cookie, userId } = await signUp(app, { name: 'Old Name' })
    const response = await as(
      app,
      cookie,
    )({
      method: 'PATCH',
      url: '/api/profile',
      payload: { full_name: '  Njeri Mwangi ', phone: '0712 345 678' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ id: userId, full_name: 'Njeri Mwangi', phone: '+254712345678' })
    const [user] = await app.db.select().from(users).where(eq(users.id, userId))
    expect(user?.name).toBe('Njeri Mwangi')
  })

  it('ignores every other field: id, created_at, role, email are unchanged', async () => {
    const { cookie, userId, email } = await signUp(app)
    const before = (await as(app, cookie)({ method: 'GET', url: '/api/me' })).json()
    const response = await as(
      app,
      cookie,
    )({
      method: 'PATCH',
      url: '/api/profile',
      payload: {
        id: '00000000-0000-7000-8000-000000000000',
        created_at: '2001-01-01T00:00:00Z',
        role: 'admin',
        is_admin: true,
        email: 'x@y.z',
        user_id: 'x',
      },
    })
    expect(response.statusCode).toBe(200)
    const after = (await as(app, cookie)({ method: 'GET', url: '/api/me' })).json()
    expect(after.profile.id).toBe(userId)
    expect(after.profile.created_at).toBe(before.profile.created_at)
    expect(after.profile.full_name).toBe(before.profile.full_name)
    expect(after.role).toBe('customer')
    expect(after.user.email).toBe(email)
    const [role] = await app.db.select().from(userRoles).where(eq(userRoles.userId, userId))
    expect(role?.role).toBe('customer')
  })

  it('rejects a phone with letters with a clear message', async () => {
    const { cookie } = await signUp(app)
    const response = await as(
      app,
      cookie,
    )({ method: 'PATCH', url: '/api/profile', payload: { phone: 'call me maybe' } })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { phone: 'Phone may contain digits, spaces and + - ( ) only' },
    })
  })

  it('records the last-seen heartbeat', async () => {
    const { cookie } = await signUp(app)
    const response = await as(app, cookie)({ method: 'POST', url: '/api/profile/heartbeat', payload: {} })
    expect(response.statusCode).toBe(204)
  })

  it('takes an avatar image, resizes it to a 256 px WebP and serves it', async () => {
    const { cookie } = await signUp(app)
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#0a7d3b' } })
      .png()
      .toBuffer()
    const { body, contentType } = multipart('me.png', 'image/png', png)
    const response = await app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': contentType },
      payload: body,
    })
    expect(response.statusCode).toBe(200)
    const avatarUrl = response.json().avatar_url as string
    expect(avatarUrl).toMatch(/^\/uploads\/avatars\/.+\.webp$/)
    const served = await app.inject({ method: 'GET', url: avatarUrl })
    expect(served.statusCode).toBe(200)
    const metadata = await sharp(served.rawPayload).metadata()
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 })
  })

  it('refuses a file that is not an image, whatever its declared type', async () => {
    const { cookie } = await signUp(app)
    const { body, contentType } = multipart('evil.png', 'image/png', Buffer.from('<script>alert(1)</script>'))
    const response = await app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': contentType },
      payload: body,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toEqual({
      code: 'profile.avatar_not_image',
      message: 'Please choose a JPEG, PNG or WebP image.',
    })
  })
})

describe('data export', () => {
  it('gives the user everything held on them, without secrets', async () => {
    const { cookie, email } = await signUp(app, { name: 'Export Me' })
    const response = await as(app, cookie)({ method: 'GET', url: '/api/me/export' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="soko-my-data-/)
    const data = response.json()
    expect(data.user.email).toBe(email)
    expect(data.profile.full_name).toBe('Export Me')
    expect(data.notifications).toHaveLength(1)
    expect(data.sessions.length).toBeGreaterThan(0)
    expect(response.body).not.toMatch(/argon2|session_token|"token"|"password"/)
  })
})
