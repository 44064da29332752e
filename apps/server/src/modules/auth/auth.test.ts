import { createHmac } from 'node:crypto'
import { eq, like, or, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { as, cookiesOf, signIn, signUp, TEST_PASSWORD, uniqueEmail } from '../../test/auth-helpers'
import { buildTestApp, TEST_ORIGIN } from '../../test/test-app'
import { devMailbox } from '../mail/mail.table'
import { rateLimits } from '../rate-limit/rate-limit.table'
import { accounts, users } from './auth.table'

let app: FastifyInstance

beforeAll(async () => {
  app = await buildTestApp({ AUTH_RATE_LIMIT_WINDOW_SECONDS: '2', AUTH_RATE_LIMIT_MAX_PER_IP: '1000' })
})
afterAll(async () => {
  await app.close()
})

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    headers: { origin: TEST_ORIGIN, ...headers },
    remoteAddress: '10.2.0.1',
  })

describe('sign-up', () => {
  it('trims the e-mail and full name, signs in at once and makes a customer profile', async () => {
    const email = uniqueEmail('amina')
    const response = await post('/api/auth/sign-up/email', {
      email: `  ${email.toUpperCase()} `,
      password: TEST_PASSWORD,
      name: '  Amina Yusuf  ',
      termsAccepted: true,
    })
    expect(response.statusCode).toBe(200)
    const cookie = cookiesOf(response)
    expect(cookie).toContain('soko.session_token=')
    const me = await as(app, cookie)({ method: 'GET', url: '/api/me' })
    expect(me.statusCode).toBe(200)
    expect(me.json()).toMatchObject({
      user: { email, name: 'Amina Yusuf' },
      profile: { full_name: 'Amina Yusuf', phone: null, avatar_url: null },
      role: 'customer',
      is_admin: false,
    })
  })

  it('never puts a session token in a JSON body: sign-up, sign-in and the session list', async () => {
    const email = uniqueEmail('tokens')
    const up = await post('/api/auth/sign-up/email', {
      email,
      password: TEST_PASSWORD,
      name: 'Token Check',
      termsAccepted: true,
    })
    expect(up.json()).toMatchObject({ session: true, user: { email } })
    const signedIn = await signIn(app, email, TEST_PASSWORD, '10.2.9.9')
    expect(signedIn.json()).toMatchObject({ session: true })
    const cookie = cookiesOf(signedIn)
    const list = await as(app, cookie)({ method: 'GET', url: '/api/auth/list-sessions' })
    expect(list.statusCode).toBe(200)
    expect(list.json()).toHaveLength(2)
    const current = await as(app, cookie)({ method: 'GET', url: '/api/auth/get-session' })
    for (const body of [up.body, signedIn.body, list.body, current.body])
      expect(body).not.toContain('"token"')
  })

  it('sets HttpOnly, SameSite=Lax session cookies', async () => {
    const response = await post('/api/auth/sign-up/email', {
      email: uniqueEmail(),
      password: TEST_PASSWORD,
      name: 'Cookie Check',
      termsAccepted: true,
    })
    const setCookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).join('\n')
    expect(setCookie).toMatch(/soko\.session_token=[^;]+;.*HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
  })

  it('stores the password as an argon2id hash', async () => {
    const { userId } = await signUp(app)
    const [account] = await app.db.select().from(accounts).where(eq(accounts.userId, userId))
    expect(account?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
  })

  it.each([
    [{ termsAccepted: false }, 'You must accept the terms and conditions'],
    [{ name: '   ' }, 'Full name is required'],
    [{ password: 'abc' }, 'Password must be at least 6 characters'],
    [{ password: 'password123' }, 'This password is too common. Please choose another.'],
  ])('refuses %j with "%s" and creates nothing', async (change, message) => {
    const email = uniqueEmail('refused')
    const response = await post('/api/auth/sign-up/email', {
      email,
      password: TEST_PASSWORD,
      name: 'Refused User',
      termsAccepted: true,
      ...change,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toBe(message)
    expect(await app.db.select().from(users).where(eq(users.email, email))).toHaveLength(0)
  })

  it('refuses a second account with the same e-mail', async () => {
    const { email } = await signUp(app)
    const response = await post('/api/auth/sign-up/email', {
      email,
      password: TEST_PASSWORD,
      name: 'Again',
      termsAccepted: true,
    })
    expect(response.statusCode).toBeGreaterThanOrEqual(400)
    expect(response.statusCode).toBeLessThan(500)
    expect(response.json().error).toMatchObject({ code: expect.any(String), message: expect.any(String) })
  })

  it('welcomes the new user with a notification', async () => {
    const { cookie } = await signUp(app)
    const list = await as(app, cookie)({ method: 'GET', url: '/api/notifications' })
    expect(list.json().items).toEqual([
      expect.objectContaining({
        type: 'success',
        title: 'Welcome to Soko!',
        is_read: false,
        action_url: '/shop',
      }),
    ])
  })
})

describe('sign-in and sign-out', () => {
  it('answers a wrong password with 401 in Soko’s error shape', async () => {
    const { email } = await signUp(app)
    const response = await signIn(app, email, 'not-the-password', '10.3.0.1')
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({
      error: { code: 'invalid_email_or_password', message: 'Invalid email or password' },
    })
  })

  it('signs in with a trimmed e-mail in any case', async () => {
    const { email } = await signUp(app)
    const response = await signIn(app, `  ${email.toUpperCase()}  `, TEST_PASSWORD, '10.3.0.2')
    expect(response.statusCode).toBe(200)
  })

  it('deletes the server session at sign-out: the old cookie then gets 401', async () => {
    const { cookie } = await signUp(app)
    expect((await as(app, cookie)({ method: 'GET', url: '/api/me' })).statusCode).toBe(200)
    const out = await as(app, cookie)({ method: 'POST', url: '/api/auth/sign-out', payload: {} })
    expect(out.statusCode).toBe(200)
    const after = await as(app, cookie)({ method: 'GET', url: '/api/me' })
    expect(after.statusCode).toBe(401)
    expect(after.json()).toEqual({ error: { code: 'unauthorized', message: 'Please sign in to continue.' } })
  })

  it('after 20 wrong passwords from one address answers it 429, and the right password works there once the window has passed', async () => {
    const { email } = await signUp(app)
    const statuses: number[] = []
    for (let i = 0; i < 20; i++)
      statuses.push((await signIn(app, email, `wrong-${i}-password`, '10.4.0.1')).statusCode)
    expect(statuses).toContain(429)
    expect(statuses.filter((status) => status === 401)).toHaveLength(10)
    const limited = await signIn(app, email, TEST_PASSWORD, '10.4.0.1')
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error.code).toBe('rate_limited')
    // The window ends: this address's and this account's counters end now, instead of sleeping through it.
    await app.db
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(
        or(
          like(rateLimits.key, 'auth:%10.4.0.1%'),
          like(rateLimits.key, `account:%:${email.toLowerCase()}`),
          like(rateLimits.key, `signin:%:${email.toLowerCase()}%`),
        ),
      )
    expect((await signIn(app, email, TEST_PASSWORD, '10.4.0.1')).statusCode).toBe(200)
  })

  it('limits sign-in attempts per IP address too', async () => {
    const limited = await buildTestApp({
      AUTH_RATE_LIMIT_MAX_PER_IP: '5',
      AUTH_RATE_LIMIT_MAX_PER_ACCOUNT: '1000',
    })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 7; i++)
        statuses.push((await signIn(limited, uniqueEmail('ip'), 'whatever-1', '10.9.9.9')).statusCode)
      expect(statuses.slice(0, 5).every((status) => status === 401)).toBe(true)
      expect(statuses.slice(5)).toEqual([429, 429])
      // Another address is not affected.
      expect((await signIn(limited, uniqueEmail('ip'), 'whatever-1', '10.9.9.10')).statusCode).toBe(401)
    } finally {
      await limited.close()
    }
  })

  it('refuses a cookie-carrying write from a foreign origin', async () => {
    const { cookie } = await signUp(app)
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { cookie, origin: 'https://evil.example' },
      payload: { full_name: 'Hacked' },
    })
    expect(response.statusCode).toBe(403)
  })
})

describe('password reset and change', () => {
  it('e-mails a reset link whose token sets a new password and ends the old sessions', async () => {
    const { email, cookie } = await signUp(app)
    const request = await post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' })
    expect(request.statusCode).toBe(200)
    const [mail] = await app.db.select().from(devMailbox).where(eq(devMailbox.to, email))
    expect(mail?.subject).toBe('Reset your Soko password')
    const link = mail!.text.match(/https?:\/\/\S+/)![0]
    const followed = await app.inject({ method: 'GET', url: new URL(link).pathname + new URL(link).search })
    expect(followed.statusCode).toBe(302)
    const target = new URL(followed.headers.location as string, TEST_ORIGIN)
    expect(target.pathname).toBe('/reset-password')
    const token = target.searchParams.get('token')!
    expect(token).toBeTruthy()

    const tooCommon = await post('/api/auth/reset-password', { token, newPassword: 'qwerty123' })
    expect(tooCommon.statusCode).toBe(400)
    expect(tooCommon.json().error.message).toBe('This password is too common. Please choose another.')

    const reset = await post('/api/auth/reset-password', { token, newPassword: 'mpya-kabisa-2026' })
    expect(reset.statusCode).toBe(200)
    expect((await as(app, cookie)({ method: 'GET', url: '/api/me' })).statusCode).toBe(401)
    expect((await signIn(app, email, TEST_PASSWORD, '10.5.0.1')).statusCode).toBe(401)
    expect((await signIn(app, email, 'mpya-kabisa-2026', '10.5.0.1')).statusCode).toBe(200)
  })

  it('revokes the other sessions when the password changes', async () => {
    const { email, cookie: first } = await signUp(app)
    const second = cookiesOf(await signIn(app, email, TEST_PASSWORD, '10.5.0.2'))
    const change = await as(
      app,
      second,
    )({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: {
        currentPassword: TEST_PASSWORD,
        newPassword: 'nyingine-mpya-77',
        revokeOtherSessions: false,
      },
    })
    expect(change.statusCode).toBe(200)
    expect((await as(app, first)({ method: 'GET', url: '/api/me' })).statusCode).toBe(401)
  })
})

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s), to act as the user's authenticator app. */
function totp(base32Secret: string, at = Date.now()) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = ''
  for (const char of base32Secret.replace(/=+$/, '').toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0')
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => Number.parseInt(byte, 2)))
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)))
  const hmac = createHmac('sha1', key).update(counter).digest()
  const offset = hmac[hmac.length - 1]! & 0xf
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000
  return code.toString().padStart(6, '0')
}

describe('two-factor authentication', () => {
  it('once enabled, sign-in asks for the authenticator code and then succeeds', async () => {
    const { email, cookie } = await signUp(app)
    const enable = await as(
      app,
      cookie,
    )({ method: 'POST', url: '/api/auth/two-factor/enable', payload: { password: TEST_PASSWORD } })
    expect(enable.statusCode).toBe(200)
    const { totpURI, backupCodes } = enable.json() as { totpURI: string; backupCodes: string[] }
    expect(backupCodes).toHaveLength(10)
    const secret = new URL(totpURI).searchParams.get('secret')!
    const verify = await as(
      app,
      cookie,
    )({ method: 'POST', url: '/api/auth/two-factor/verify-totp', payload: { code: totp(secret) } })
    expect(verify.statusCode).toBe(200)
    // Enabling 2FA replaces the session; the browser receives the new cookie.
    const renewed = cookiesOf(verify) || cookie
    expect((await as(app, renewed)({ method: 'GET', url: '/api/me' })).json().user.two_factor_enabled).toBe(
      true,
    )

    const first = await signIn(app, email, TEST_PASSWORD, '10.6.0.1')
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ twoFactorRedirect: true })
    const challenge = cookiesOf(first)
    expect(challenge).not.toMatch(/soko\.session_token=[^;]/)

    const wrong = await as(
      app,
      challenge,
    )({ method: 'POST', url: '/api/auth/two-factor/verify-totp', payload: { code: '000000' } })
    expect(wrong.statusCode).toBe(401)
    const right = await as(
      app,
      challenge,
    )({ method: 'POST', url: '/api/auth/two-factor/verify-totp', payload: { code: totp(secret) } })
    expect(right.statusCode).toBe(200)
    const session = cookiesOf(right)
    expect(session).toContain('soko.session_token=')
    expect((await as(app, session)({ method: 'GET', url: '/api/me' })).statusCode).toBe(200)
  })
})

describe('account deletion', () => {
  it('erases the user and their personal data after the password is confirmed', async () => {
    const { email, cookie, userId } = await signUp(app)
    const wrong = await as(
      app,
      cookie,
    )({ method: 'POST', url: '/api/auth/delete-user', payload: { password: 'wrong-password-1' } })
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400)
    const done = await as(
      app,
      cookie,
    )({ method: 'POST', url: '/api/auth/delete-user', payload: { password: TEST_PASSWORD } })
    expect(done.statusCode).toBe(200)
    expect(await app.db.select().from(users).where(eq(users.id, userId))).toHaveLength(0)
    expect((await signIn(app, email, TEST_PASSWORD, '10.7.0.1')).statusCode).toBe(401)
    expect((await as(app, cookie)({ method: 'GET', url: '/api/me' })).statusCode).toBe(401)
  })
})
