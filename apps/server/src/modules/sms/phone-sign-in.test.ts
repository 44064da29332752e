import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cookiesOf, signUp } from '../../test/auth-helpers'
import { buildTestApp, TEST_ORIGIN } from '../../test/test-app'

// Phone sign-in and sign-up by SMS code (decision 016), end to end through the Africa's Talking simulator.
let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp({ AUTH_SMS_MAX_PER_NUMBER: '3', AUTH_RATE_LIMIT_MAX_PER_ACCOUNT: '8' })
  await app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  await app.close()
})

let counter = 0
/** A fresh Kenyan mobile number per test, E.164 and as typed. */
function freshNumber() {
  const digits = String(100000 + (Date.now() % 800000) + counter++)
    .padStart(6, '0')
    .slice(-6)
  return { e164: `+254711${digits}`, typed: `0711 ${digits.slice(0, 3)} ${digits.slice(3)}` }
}
let ipCounter = 1
const freshIp = () => `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`

const post = (url: string, payload: object, { ip = '10.9.0.1', cookie = '' } = {}) =>
  app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    remoteAddress: ip,
    payload,
  })
const sendCode = (phoneNumber: string, options?: { ip?: string; cookie?: string }) =>
  post('/api/auth/phone-number/send-otp', { phoneNumber }, options)
const verify = (payload: object, options?: { ip?: string; cookie?: string }) =>
  post('/api/auth/phone-number/verify', payload, options)

async function lastCodeTo(e164: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/dev/sms/messages?to=${encodeURIComponent(e164)}`,
  })
  const [message] = response.json().messages as { message: string }[]
  const code = /\b(\d{6})\b/.exec(message?.message ?? '')?.[1]
  if (!code) throw new Error(`no code sent to ${e164}`)
  return { code, text: message!.message }
}
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await app.db.execute(query)) as unknown as { rows: T[] }).rows

describe('phone sign-up and sign-in by SMS code', () => {
  it('signs up with a number as typed, a name and the terms, then signs in with a new code', async () => {
    const { e164, typed } = freshNumber()
    const ip = freshIp()
    expect((await sendCode(typed, { ip })).statusCode).toBe(200)
    const { code, text } = await lastCodeTo(e164)
    expect(text).toBe(`Your Soko code is ${code}. It expires in 5 minutes. Never share it with anyone.`)

    const signedUp = await verify(
      { phoneNumber: typed, code, name: '  Wanjiru Kamau ', termsAccepted: true },
      { ip },
    )
    expect(signedUp.statusCode).toBe(200)
    expect(signedUp.json()).toMatchObject({ session: true, status: true })
    const cookie = cookiesOf(signedUp)
    const me = (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json()
    expect(me.user).toMatchObject({
      name: 'Wanjiru Kamau',
      email: '',
      has_email: false,
      phone_number: e164,
      phone_number_verified: true,
    })
    expect(me.profile).toMatchObject({ full_name: 'Wanjiru Kamau', phone: e164 })

    await sendCode(`+254 ${e164.slice(4, 7)} ${e164.slice(7, 10)} ${e164.slice(10)}`, { ip })
    const again = await lastCodeTo(e164)
    const signedIn = await verify({ phoneNumber: e164.slice(1), code: again.code }, { ip })
    expect(signedIn.statusCode).toBe(200)
    const meAgain = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: cookiesOf(signedIn) },
    })
    expect(meAgain.json().user.id).toBe(me.user.id)
  })

  it('writes the code in Swahili for a Swahili page', async () => {
    const { e164 } = freshNumber()
    await app.inject({
      method: 'POST',
      url: '/api/auth/phone-number/send-otp',
      headers: { origin: TEST_ORIGIN, cookie: 'soko_language=sw' },
      remoteAddress: freshIp(),
      payload: { phoneNumber: e164 },
    })
    const { code, text } = await lastCodeTo(e164)
    expect(text).toBe(`Nambari yako ya Soko ni ${code}. Itaisha baada ya dakika 5. Usimpe mtu yeyote.`)
  })

  it('writes the code in the account’s language when the page says none', async () => {
    const { e164 } = freshNumber()
    const ip = freshIp()
    const headers = { origin: TEST_ORIGIN, cookie: 'soko_language=sw' }
    await app.inject({
      method: 'POST',
      url: '/api/auth/phone-number/send-otp',
      headers,
      remoteAddress: ip,
      payload: { phoneNumber: e164 },
    })
    const { code } = await lastCodeTo(e164)
    await app.inject({
      method: 'POST',
      url: '/api/auth/phone-number/verify',
      headers,
      remoteAddress: ip,
      payload: { phoneNumber: e164, code, name: 'Mwende', termsAccepted: true },
    })
    await sendCode(e164, { ip })
    expect((await lastCodeTo(e164)).text).toMatch(/^Nambari yako ya Soko ni \d{6}\./)
  })

  it('refuses a number that is not a Kenyan mobile, with the field named', async () => {
    for (const phoneNumber of ['12345', '+255712345678', '020 123 4567']) {
      const response = await sendCode(phoneNumber, { ip: freshIp() })
      expect(response.statusCode).toBe(400)
      expect(response.json().error).toMatchObject({
        code: 'validation_failed',
        fields: { phoneNumber: 'Enter a Kenyan mobile number, for example 0712 345 678.' },
      })
    }
  })

  it('makes no account from a code without the sign-up form’s name and terms', async () => {
    const { e164 } = freshNumber()
    const ip = freshIp()
    await sendCode(e164, { ip })
    const { code } = await lastCodeTo(e164)
    const response = await verify({ phoneNumber: e164, code }, { ip })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toEqual({
      code: 'phone_not_registered',
      message: 'No account uses this phone number yet. Create an account first.',
    })
    expect(await rows(sql`select id from users where phone_number = ${e164}`)).toEqual([])
  })

  it('keeps only a hash of the code at rest', async () => {
    const { e164 } = freshNumber()
    await sendCode(e164, { ip: freshIp() })
    const { code } = await lastCodeTo(e164)
    const stored = await rows<{ value: string }>(
      sql`select value from verifications where identifier = ${e164}`,
    )
    expect(stored).toHaveLength(1)
    expect(stored[0]!.value).not.toContain(code)
    expect(stored[0]!.value).toMatch(/^[\w-]{43}:0$/)
  })

  it('allows 5 tries per code: the right code after 4 wrong ones works, after 5 it is gone', async () => {
    const { e164 } = freshNumber()
    const ip = freshIp()
    await sendCode(e164, { ip })
    const { code } = await lastCodeTo(e164)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 4; i++) {
      const response = await verify({ phoneNumber: e164, code: wrong }, { ip })
      expect(response.statusCode).toBe(400)
      expect(response.json().error).toEqual({
        code: 'invalid_otp',
        message: 'The code is not correct. Check the SMS and try again.',
      })
    }
    const ok = await verify({ phoneNumber: e164, code, name: 'Otieno', termsAccepted: true }, { ip })
    expect(ok.statusCode).toBe(200)

    // Another address (better-auth's own limit allows 10 requests a minute per address on these paths).
    const other = freshNumber()
    const ip2 = freshIp()
    await sendCode(other.e164, { ip: ip2 })
    const second = await lastCodeTo(other.e164)
    for (let i = 0; i < 5; i++) await verify({ phoneNumber: other.e164, code: wrong }, { ip: ip2 })
    const late = await verify(
      { phoneNumber: other.e164, code: second.code, name: 'Akinyi', termsAccepted: true },
      { ip: ip2 },
    )
    expect(late.statusCode).toBe(403)
    expect(late.json().error.code).toBe('too_many_attempts')
    expect(late.json().error.message).toBe('Too many wrong codes. Please ask for a new one.')
  })

  it('refuses a code after its 5 minutes', async () => {
    const { e164 } = freshNumber()
    const ip = freshIp()
    await sendCode(e164, { ip })
    const { code } = await lastCodeTo(e164)
    await app.db.execute(
      sql`update verifications set expires_at = now() - interval '1 second' where identifier = ${e164}`,
    )
    const response = await verify({ phoneNumber: e164, code, name: 'Kiprop', termsAccepted: true }, { ip })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toMatch(/expired|ask for a code/i)
  })

  it('limits codes sent per number (from any address) and codes tried per number', async () => {
    const { e164 } = freshNumber()
    for (let i = 0; i < 3; i++) expect((await sendCode(e164, { ip: freshIp() })).statusCode).toBe(200)
    const refused = await sendCode(e164, { ip: freshIp() })
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBeDefined()
    expect(refused.json().error.message).toMatch(
      /^Too many codes for this phone number\. Please wait \d+ minutes?/,
    )

    const tried = freshNumber()
    await sendCode(tried.e164, { ip: freshIp() })
    let last = 0
    for (let i = 0; i < 9; i++)
      last = (await verify({ phoneNumber: tried.e164, code: '123456' }, { ip: freshIp() })).statusCode
    expect(last).toBe(429)
  })

  it('limits codes sent from one address to any number', async () => {
    const limited = await buildTestApp({ AUTH_RATE_LIMIT_MAX_PER_IP: '2' })
    await limited.listen({ port: 0, host: '127.0.0.1' })
    try {
      const send = (phoneNumber: string) =>
        limited.inject({
          method: 'POST',
          url: '/api/auth/phone-number/send-otp',
          headers: { origin: TEST_ORIGIN },
          remoteAddress: '10.8.0.1',
          payload: { phoneNumber },
        })
      expect((await send(freshNumber().e164)).statusCode).toBe(200)
      expect((await send(freshNumber().e164)).statusCode).toBe(200)
      expect((await send(freshNumber().e164)).statusCode).toBe(429)
    } finally {
      await limited.close()
    }
  })

  it('closes the plugin’s password paths', async () => {
    for (const url of [
      '/api/auth/sign-in/phone-number',
      '/api/auth/phone-number/request-password-reset',
      '/api/auth/phone-number/reset-password',
    ]) {
      const response = await post(url, {
        phoneNumber: '+254712345678',
        password: 'x',
        otp: '1',
        newPassword: 'y',
      })
      expect(response.statusCode, url).toBe(404)
    }
  })

  it('lets an e-mail user add and verify a phone, which becomes the profile’s phone', async () => {
    const { cookie } = await signUp(app, { ip: freshIp() })
    const { e164, typed } = freshNumber()
    await sendCode(typed, { cookie, ip: freshIp() })
    const { code } = await lastCodeTo(e164)
    const response = await verify(
      { phoneNumber: typed, code, updatePhoneNumber: true },
      { cookie, ip: freshIp() },
    )
    expect(response.statusCode).toBe(200)
    const me = (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json()
    expect(me.user).toMatchObject({ phone_number: e164, phone_number_verified: true, has_email: true })
    expect(me.profile.phone).toBe(e164)

    // Another account cannot take the same number.
    const other = await signUp(app, { ip: freshIp() })
    await sendCode(e164, { cookie: other.cookie, ip: freshIp() })
    const again = await lastCodeTo(e164)
    const taken = await verify(
      { phoneNumber: e164, code: again.code, updatePhoneNumber: true },
      { cookie: other.cookie, ip: freshIp() },
    )
    expect(taken.statusCode).toBe(400)
    expect(taken.json().error.message).toBe('Another account already uses this phone number.')
  })

  it('tells a verified phone by SMS when someone is trying to sign in to the account (decision 010)', async () => {
    const { cookie, email } = await signUp(app, { ip: freshIp() })
    const { e164 } = freshNumber()
    await sendCode(e164, { cookie, ip: freshIp() })
    const { code } = await lastCodeTo(e164)
    await verify({ phoneNumber: e164, code, updatePhoneNumber: true }, { cookie, ip: freshIp() })
    // AUTH_RATE_LIMIT_MAX_PER_ACCOUNT is 8 here: the eighth wrong password sends the notice.
    for (let i = 0; i < 8; i++) {
      await post('/api/auth/sign-in/email', { email, password: `wrong-password-${i}` }, { ip: freshIp() })
    }
    const response = await app.inject({
      method: 'GET',
      url: `/dev/sms/messages?to=${encodeURIComponent(e164)}`,
    })
    const texts = (response.json().messages as { message: string }[]).map((message) => message.message)
    expect(texts[0]).toBe(
      'Soko: someone is trying to sign in to your account. We sent you an e-mail with a link to lift the limits.',
    )
  })

  it('stores every profile phone in E.164 and refuses one that is not Kenyan', async () => {
    const { cookie } = await signUp(app, { ip: freshIp() })
    const patch = (phone: string) =>
      app.inject({
        method: 'PATCH',
        url: '/api/profile',
        headers: { cookie, origin: TEST_ORIGIN },
        payload: { phone },
      })
    for (const [typed, stored] of [
      ['0712 345 678', '+254712345678'],
      ['+254 110 123 456', '+254110123456'],
      ['254722000111', '+254722000111'],
    ]) {
      const response = await patch(typed!)
      expect(response.statusCode).toBe(200)
      expect(response.json().phone).toBe(stored)
    }
    const bad = await patch('12345')
    expect(bad.statusCode).toBe(400)
    expect(JSON.stringify(bad.json())).toContain('Enter a Kenyan mobile number, for example 0712 345 678.')
    expect((await patch('')).json().phone).toBeNull()
  })
})
