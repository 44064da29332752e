import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { as, signUp } from '../../test/auth-helpers'
import { buildTestApp } from '../../test/test-app'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app.close()
})

describe('the data saver setting (issue 18)', () => {
  it('is off for a new account, kept on the profile when turned on, and follows the reader to /api/me', async () => {
    const { cookie } = await signUp(app, { ip: '10.18.0.1' })
    const request = as(app, cookie)
    const before = await request({ method: 'GET', url: '/api/me' })
    expect(before.json().profile.data_saver).toBe(false)

    const saved = await request({ method: 'PATCH', url: '/api/profile', payload: { data_saver: true } })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().data_saver).toBe(true)
    expect((await request({ method: 'GET', url: '/api/me' })).json().profile.data_saver).toBe(true)

    await request({ method: 'PATCH', url: '/api/profile', payload: { data_saver: false } })
    expect((await request({ method: 'GET', url: '/api/me' })).json().profile.data_saver).toBe(false)
  })

  it('is refused unless a boolean, and needs an account', async () => {
    const { cookie } = await signUp(app, { ip: '10.18.0.2' })
    const wrong = await as(
      app,
      cookie,
    )({ method: 'PATCH', url: '/api/profile', payload: { data_saver: 'yes' } })
    expect(wrong.statusCode).toBe(400)
    const signedOut = await app.inject({
      method: 'PATCH',
      url: '/api/profile',
      payload: { data_saver: true },
    })
    expect(signedOut.statusCode).toBe(401)
  })
})
