import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { as, cookiesOf, signIn, signUp, TEST_PASSWORD, uniqueEmail } from '../../test/auth-helpers'
import { buildTestApp, TEST_ORIGIN } from '../../test/test-app'
import { devMailbox } from '../mail/mail.table'

describe('changing the e-mail address', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await buildTestApp()
  })
  afterAll(async () => {
    await app.close()
  })

  it('needs the password again', async () => {
    const { cookie } = await signUp(app)
    const response = await as(
      app,
      cookie,
    )({
      method: 'POST',
      url: '/api/auth/change-email',
      payload: { newEmail: uniqueEmail('new'), password: 'wrong-password-9' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatchObject({
      code: 'invalid_password',
      message: 'Your password is not correct.',
    })
    const missing = await as(
      app,
      cookie,
    )({ method: 'POST', url: '/api/auth/change-email', payload: { newEmail: uniqueEmail('new') } })
    expect(missing.statusCode).toBe(400)
  })

  it('changes an unconfirmed address at once when the password is right', async () => {
    const { cookie } = await signUp(app)
    const newEmail = uniqueEmail('moved')
    const response = await as(
      app,
      cookie,
    )({ method: 'POST', url: '/api/auth/change-email', payload: { newEmail, password: TEST_PASSWORD } })
    expect(response.statusCode).toBe(200)
    expect((await as(app, cookie)({ method: 'GET', url: '/api/me' })).json().user.email).toBe(newEmail)
    expect((await signIn(app, newEmail, TEST_PASSWORD, '10.8.0.1')).statusCode).toBe(200)
  })
})

describe('with e-mail confirmation required', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await buildTestApp({ REQUIRE_EMAIL_VERIFICATION: 'true' })
  })
  afterAll(async () => {
    await app.close()
  })

  it('sign-up gives no session but a confirmation link that confirms and signs in', async () => {
    const email = uniqueEmail('confirm')
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email, password: TEST_PASSWORD, name: 'Confirm Me', termsAccepted: true, callbackURL: '/' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ session: false })
    expect(response.body).not.toContain('"token"')
    expect(cookiesOf(response)).not.toMatch(/soko\.session_token=[^;]/)

    const refused = await signIn(app, email, TEST_PASSWORD, '10.8.1.1')
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.code).toBe('email_not_verified')

    const [mail] = await app.db.select().from(devMailbox).where(eq(devMailbox.to, email))
    expect(mail?.subject).toBe('Confirm your Soko account')
    const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0])
    const followed = await app.inject({ method: 'GET', url: link.pathname + link.search })
    expect(followed.statusCode).toBe(302)
    const session = cookiesOf(followed)
    expect(session).toMatch(/soko\.session_token=[^;]/)
    const me = await as(app, session)({ method: 'GET', url: '/api/me' })
    expect(me.json().user).toMatchObject({ email, email_verified: true })
  })
})
