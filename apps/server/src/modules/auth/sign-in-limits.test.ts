import { createHmac } from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { as, cookiesOf, signIn, signUp, TEST_PASSWORD } from '../../test/auth-helpers'
import { buildTestApp, TEST_ORIGIN } from '../../test/test-app'
import { devMailbox } from '../mail/mail.table'
import { profiles } from '../users/users.table'

// Issue 21 §3: limits that stop attackers without locking the owner out (docs/decisions/010).
let app: FastifyInstance
const PER_ACCOUNT = 5

beforeAll(async () => {
  app = await buildTestApp({
    AUTH_RATE_LIMIT_WINDOW_SECONDS: '900',
    AUTH_RATE_LIMIT_MAX_PER_IP: '20',
    AUTH_RATE_LIMIT_MAX_PER_ACCOUNT: String(PER_ACCOUNT),
  })
})
afterAll(async () => {
  await app.close()
})

const mailsTo = (email: string) =>
  app.db.select().from(devMailbox).where(eq(devMailbox.to, email)).orderBy(desc(devMailbox.id))

/** One wrong password from each of `count` addresses (an attack spread over many addresses). */
async function attackFromManyAddresses(email: string, count: number, prefix: string) {
  const statuses: number[] = []
  for (let i = 0; i < count; i++)
    statuses.push((await signIn(app, email, `wrong-${i}-password`, `${prefix}.${i + 1}`)).statusCode)
  return statuses
}

describe('sign-in limits by account and address', () => {
  it('refuses the attacking address after N wrong passwords, while the owner signs in from another address', async () => {
    const { email } = await signUp(app, { ip: '10.20.0.1' })
    const statuses: number[] = []
    for (let i = 0; i < PER_ACCOUNT + 2; i++)
      statuses.push((await signIn(app, email, `wrong-${i}-password`, '10.20.9.9')).statusCode)
    expect(statuses.slice(0, PER_ACCOUNT)).toEqual(Array(PER_ACCOUNT).fill(401))
    expect(statuses.slice(PER_ACCOUNT)).toEqual([429, 429])
    const attacker = await signIn(app, email, TEST_PASSWORD, '10.20.9.9')
    expect(attacker.statusCode).toBe(429)
    expect(attacker.json().error.code).toBe('rate_limited')
    expect(Number(attacker.headers['retry-after'])).toBeGreaterThan(0)

    // The owner, from their own address, is not locked out by someone else's guesses.
    expect((await signIn(app, email, TEST_PASSWORD, '10.20.0.1')).statusCode).toBe(200)
  })

  it('a success resets the address’s count of wrong passwords', async () => {
    const { email } = await signUp(app, { ip: '10.20.1.1' })
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < PER_ACCOUNT - 1; i++)
        expect((await signIn(app, email, `typo-${i}-password`, '10.20.1.1')).statusCode).toBe(401)
      expect((await signIn(app, email, TEST_PASSWORD, '10.20.1.1')).statusCode).toBe(200)
    }
  })

  it('slows an account attacked from many addresses, but lets its owner in from an address they signed in from before', async () => {
    const { email } = await signUp(app, { ip: '10.21.0.1' })
    const statuses = await attackFromManyAddresses(email, PER_ACCOUNT + 3, '10.21.1')
    // Each address guessed once: the account-wide count makes unknown addresses wait (growing delay).
    expect(statuses.slice(0, PER_ACCOUNT)).toEqual(Array(PER_ACCOUNT).fill(401))
    expect(statuses.slice(PER_ACCOUNT + 1)).toContain(429)
    const fresh = await signIn(app, email, TEST_PASSWORD, '10.21.2.1')
    expect(fresh.statusCode).toBe(429)
    expect(fresh.json().error.code).toBe('rate_limited')
    expect(Number(fresh.headers['retry-after'])).toBeGreaterThan(0)

    // The owner, from the address they signed up from, is not refused.
    expect((await signIn(app, email, TEST_PASSWORD, '10.21.0.1')).statusCode).toBe(200)
  })

  it('tells the owner once by e-mail, and the e-mailed link clears the limits so they sign in at once from anywhere', async () => {
    const { email, cookie } = await signUp(app, { ip: '10.22.0.1' })
    await as(app, cookie)({ method: 'PATCH', url: '/api/profile', payload: { language: 'sw' } })
    await attackFromManyAddresses(email, PER_ACCOUNT + 6, '10.22.1')
    const notices = (await mailsTo(email)).filter((mail) => mail.text.includes('/api/auth/unlock'))
    expect(notices).toHaveLength(1)
    const [notice] = notices
    // Written in the owner's language (profiles.language).
    expect(notice!.subject).toBe('Mtu anajaribu kuingia kwenye akaunti yako ya Soko')

    // From a new address the right password is still delayed...
    expect((await signIn(app, email, TEST_PASSWORD, '10.22.2.1')).statusCode).toBe(429)
    // ...until the owner follows the link.
    const link = new URL(notice!.text.match(/https?:\/\/\S+/)![0])
    const followed = await app.inject({
      method: 'GET',
      url: link.pathname + link.search,
      remoteAddress: '10.22.2.1',
    })
    expect(followed.statusCode).toBe(302)
    expect(followed.headers.location).toBe('/auth?unlock=done')
    expect((await signIn(app, email, TEST_PASSWORD, '10.22.2.1')).statusCode).toBe(200)
    // The attacking addresses start from zero but are still counted (the attack is not forgiven).
    expect((await signIn(app, email, 'wrong-again-1', '10.22.1.1')).statusCode).toBe(401)

    // The link is single-use.
    const again = await app.inject({ method: 'GET', url: link.pathname + link.search })
    expect(again.statusCode).toBe(302)
    expect(again.headers.location).toBe('/auth?unlock=invalid')
  })

  it('answers a forged or missing unlock token with a redirect, never an error page', async () => {
    for (const url of ['/api/auth/unlock?token=forged', '/api/auth/unlock']) {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(302)
      expect(response.headers.location).toBe('/auth?unlock=invalid')
    }
  })
})

describe('the reset page’s token check', () => {
  it('is limited per address like the reset request', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 22; i++) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/auth/reset-password/guess${i}abcdef?callbackURL=${encodeURIComponent('/reset-password')}`,
        headers: { origin: TEST_ORIGIN },
        remoteAddress: '10.23.0.1',
      })
      statuses.push(response.statusCode)
    }
    expect(statuses.slice(0, 20).every((status) => status === 302)).toBe(true)
    expect(statuses.slice(20)).toEqual([429, 429])
    // Another address is not affected.
    const other = await app.inject({
      method: 'GET',
      url: `/api/auth/reset-password/guessother?callbackURL=${encodeURIComponent('/reset-password')}`,
      remoteAddress: '10.23.0.2',
    })
    expect(other.statusCode).toBe(302)
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

describe('two-factor codes', () => {
  it('are limited per account, whatever the address the guesses come from', async () => {
    const { email, cookie } = await signUp(app, { ip: '10.24.0.1' })
    const enable = await as(
      app,
      cookie,
    )({ method: 'POST', url: '/api/auth/two-factor/enable', payload: { password: TEST_PASSWORD } })
    const secret = new URL((enable.json() as { totpURI: string }).totpURI).searchParams.get('secret')!
    const verify = await as(
      app,
      cookie,
    )({ method: 'POST', url: '/api/auth/two-factor/verify-totp', payload: { code: totp(secret) } })
    expect(verify.statusCode).toBe(200)

    // Someone with the password guesses codes, each challenge from a new address, one guess each.
    const statuses: number[] = []
    for (let i = 0; i < PER_ACCOUNT + 1; i++) {
      const ip = `10.24.1.${i + 1}`
      const challenge = cookiesOf(await signIn(app, email, TEST_PASSWORD, ip))
      const guess = await app.inject({
        method: 'POST',
        url: '/api/auth/two-factor/verify-totp',
        headers: { cookie: challenge, origin: TEST_ORIGIN },
        remoteAddress: ip,
        payload: { code: '000000' },
      })
      statuses.push(guess.statusCode)
    }
    expect(statuses.slice(0, PER_ACCOUNT)).toEqual(Array(PER_ACCOUNT).fill(401))
    expect(statuses[PER_ACCOUNT]).toBe(429)
    // Even the right code waits now, from any address.
    const challenge = cookiesOf(await signIn(app, email, TEST_PASSWORD, '10.24.0.1'))
    const right = await app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/verify-totp',
      headers: { cookie: challenge, origin: TEST_ORIGIN },
      remoteAddress: '10.24.0.1',
      payload: { code: totp(secret) },
    })
    expect(right.statusCode).toBe(429)
    expect(right.json().error).toMatchObject({ code: expect.any(String), message: expect.any(String) })
  })
})

describe('trusted addresses', () => {
  it('an address that got the password right but not the second factor is not trusted', async () => {
    const { email, cookie } = await signUp(app, { ip: '10.26.0.1' })
    const enable = await as(
      app,
      cookie,
    )({ method: 'POST', url: '/api/auth/two-factor/enable', payload: { password: TEST_PASSWORD } })
    const secret = new URL((enable.json() as { totpURI: string }).totpURI).searchParams.get('secret')!
    await as(
      app,
      cookie,
    )({ method: 'POST', url: '/api/auth/two-factor/verify-totp', payload: { code: totp(secret) } })

    const halfway = await signIn(app, email, TEST_PASSWORD, '10.26.5.5')
    expect(halfway.json()).toMatchObject({ twoFactorRedirect: true })
    await attackFromManyAddresses(email, PER_ACCOUNT + 1, '10.26.1')
    expect((await signIn(app, email, TEST_PASSWORD, '10.26.5.5')).statusCode).toBe(429)
    expect((await signIn(app, email, TEST_PASSWORD, '10.26.0.1')).statusCode).toBe(200)
  })
})

describe('a suspended account', () => {
  it('answers a wrong password exactly like any account, and says "suspended" only after the right one', async () => {
    const { email, userId } = await signUp(app, { ip: '10.25.0.1' })
    const other = await signUp(app, { ip: '10.25.0.1' })
    await app.db
      .update(profiles)
      .set({ suspendedAt: new Date() })
      .where(and(eq(profiles.id, userId)))

    const suspendedWrong = await signIn(app, email, 'wrong-password-1', '10.25.1.1')
    const activeWrong = await signIn(app, other.email, 'wrong-password-1', '10.25.1.2')
    expect(suspendedWrong.statusCode).toBe(401)
    expect(suspendedWrong.json()).toEqual(activeWrong.json())
    expect(suspendedWrong.json()).toEqual({
      error: { code: 'invalid_email_or_password', message: 'Invalid email or password' },
    })

    const right = await signIn(app, email, TEST_PASSWORD, '10.25.1.1')
    expect(right.statusCode).toBe(403)
    expect(right.json()).toEqual({
      error: {
        code: 'account_suspended',
        message: 'Your account has been suspended. Please contact support.',
      },
    })
    expect(cookiesOf(right)).not.toMatch(/soko\.session_token=[^;]/)
  })
})
