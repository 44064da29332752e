import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { texts } from '../../lib/texts'
import { as, cookiesOf, signUp } from '../../test/auth-helpers'
import { createProduct } from '../../test/catalogue-helpers'
import { checkoutDetails, placeOrder } from '../../test/order-helpers'
import {
  attemptByCheckoutId,
  eventually,
  payMpesa,
  postCallback,
  successCallback,
} from '../../test/payment-helpers'
import { buildTestApp, TEST_ORIGIN } from '../../test/test-app'
import { createAfricasTalkingClient } from './africastalking.client'
import { fitSms, SMS_MAX_LENGTH } from './sms.service'

// Africa's Talking client, its simulator, the SMS choices in settings and the notices that honour them.

describe('the Africa’s Talking client against a local fake of AT', () => {
  let server: Server
  let base = ''
  const seen: { method?: string; url?: string; headers: IncomingMessage['headers']; body: string }[] = []
  let answer: { status: number; type: string; body: string; hang?: boolean } = {
    status: 201,
    type: 'json',
    body: '',
  }
  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString()))
      request.on('end', () => {
        seen.push({ method: request.method, url: request.url, headers: request.headers, body })
        if (answer.hang) return
        response.writeHead(answer.status, {
          'content-type': answer.type === 'json' ? 'application/json' : 'text/plain',
        })
        response.end(answer.body)
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })
  const client = (timeoutMs = 2000) =>
    createAfricasTalkingClient({
      baseUrl: () => base,
      username: 'soko',
      apiKey: 'at-key-123',
      senderId: 'SOKO',
      timeoutMs,
    })
  const recipients = (statusCode: number, status: string) =>
    JSON.stringify({
      SMSMessageData: {
        Message: 'Sent to 1/1 Total Cost: KES 0.8000',
        Recipients: [
          { statusCode, number: '+254712345678', status, cost: 'KES 0.8000', messageId: 'ATXid_1' },
        ],
      },
    })

  it('posts the documented form with the apiKey and Accept headers', async () => {
    answer = { status: 201, type: 'json', body: recipients(101, 'Success') }
    const result = await client().send('+254712345678', 'Habari, Soko!')
    expect(result).toEqual({ sent: true, messageId: 'ATXid_1', statusCode: 101, cost: 'KES 0.8000' })
    const request = seen.at(-1)!
    expect(request.method).toBe('POST')
    expect(request.url).toBe('/version1/messaging')
    expect(request.headers.apikey).toBe('at-key-123')
    expect(request.headers.accept).toBe('application/json')
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded')
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      username: 'soko',
      to: '+254712345678',
      message: 'Habari, Soko!',
      from: 'SOKO',
    })
  })

  it('reads refusals per recipient: a bad number and no balance are not worth retrying', async () => {
    answer = { status: 201, type: 'json', body: recipients(403, 'InvalidPhoneNumber') }
    expect(await client().send('+254712345678', 'x')).toEqual({
      sent: false,
      statusCode: 403,
      status: 'InvalidPhoneNumber',
      retryable: false,
    })
    answer = { status: 201, type: 'json', body: recipients(405, 'InsufficientBalance') }
    expect(await client().send('+254712345678', 'x')).toMatchObject({
      sent: false,
      statusCode: 405,
      retryable: false,
    })
    answer = { status: 201, type: 'json', body: recipients(500, 'InternalServerError') }
    expect(await client().send('+254712345678', 'x')).toMatchObject({
      sent: false,
      statusCode: 500,
      retryable: true,
    })
  })

  it('copes with a plain-text 401, an unreadable answer and a timeout', async () => {
    answer = { status: 401, type: 'text', body: 'The supplied authentication is invalid' }
    expect(await client().send('+254712345678', 'x')).toEqual({
      sent: false,
      statusCode: null,
      status: 'HTTP 401: The supplied authentication is invalid',
      retryable: false,
    })
    answer = { status: 201, type: 'json', body: '{"unexpected":true}' }
    expect(await client().send('+254712345678', 'x')).toMatchObject({
      sent: false,
      status: 'UnreadableAnswer',
    })
    answer = { status: 201, type: 'json', body: '', hang: true }
    expect(await client(150).send('+254712345678', 'x')).toEqual({
      sent: false,
      statusCode: null,
      status: 'Timeout',
      retryable: true,
    })
  })
})

describe('SMS texts', () => {
  it('are each under 160 characters in English and Swahili, with long inputs', () => {
    const cases = [
      texts.sms.code('123456'),
      texts.sms.paymentReceipt('SK-2026-ABCDEFGH', '1,234,567'),
      texts.sms.signInAttack,
    ]
    for (const text of cases) {
      for (const language of ['en', 'sw'] as const) {
        expect(text[language].length, text[language]).toBeLessThan(160)
        expect(text[language]).toMatch(/^[\x20-\x7E]+$/)
      }
    }
    expect(texts.sms.code('123456').sw).not.toBe(texts.sms.code('123456').en)
  })

  it('cuts a longer notice at a word, with three dots', () => {
    const long = `Soko: ${'Mama Mboga Fresh Produce and Groceries '.repeat(6)}accepted your booking.`
    const fitted = fitSms(long)
    expect(fitted.length).toBeLessThanOrEqual(SMS_MAX_LENGTH)
    expect(fitted.endsWith('...')).toBe(true)
    expect(fitSms('Soko: short')).toBe('Soko: short')
  })
})

describe('the simulator and SMS choices', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await buildTestApp({ SANDBOX_DARAJA_CALLBACK_DELAY_MS: '3600000' })
    await app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    await app.close()
  })
  const sandboxSend = (to: string, apiKey = 'soko-sandbox') =>
    app.inject({
      method: 'POST',
      url: '/sandbox/africastalking/version1/messaging',
      headers: {
        apikey: apiKey,
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ username: 'sandbox', to, message: 'Test' }).toString(),
    })
  const smsTo = async (to: string) =>
    (await app.inject({ method: 'GET', url: `/dev/sms/messages?to=${encodeURIComponent(to)}` })).json()
      .messages as { message: string; status_code: number }[]

  it('answers like AT: success, and the documented test numbers for a bad number and no balance', async () => {
    const ok = await sandboxSend('+254712000001')
    expect(ok.statusCode).toBe(201)
    expect(ok.json().SMSMessageData.Recipients[0]).toMatchObject({
      statusCode: 101,
      status: 'Success',
      number: '+254712000001',
      messageId: expect.stringMatching(/^ATXid_/),
    })
    const invalid = (await sandboxSend('+254700000403')).json().SMSMessageData.Recipients[0]
    expect(invalid).toMatchObject({ statusCode: 403, status: 'InvalidPhoneNumber', messageId: 'None' })
    const broke = (await sandboxSend('+254700000405')).json().SMSMessageData.Recipients[0]
    expect(broke).toMatchObject({ statusCode: 405, status: 'InsufficientBalance' })
    expect((await sandboxSend('+254712000001', 'wrong-key')).statusCode).toBe(401)

    const page = await app.inject({ method: 'GET', url: '/dev/sms' })
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('+254700000405')
    expect(page.body).toContain('405 InsufficientBalance')
  })

  it('answers 503 with the reason when a sign-in code cannot be sent', async () => {
    for (const phoneNumber of ['0700 000 403', '0700 000 405']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/phone-number/send-otp',
        headers: { origin: TEST_ORIGIN },
        remoteAddress: '10.7.0.1',
        payload: { phoneNumber },
      })
      expect(response.statusCode).toBe(503)
      expect(response.json().error).toEqual({
        code: 'sms_not_sent',
        message: 'We could not send the SMS. Check the number and try again.',
      })
    }
  })

  it('keeps each user’s SMS choices on the server; signed out gets 401, unknown fields 400', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/sms/preferences' })).statusCode).toBe(401)
    const { cookie } = await signUp(app)
    const request = as(app, cookie)
    expect((await request({ method: 'GET', url: '/api/sms/preferences' })).json()).toEqual({
      preferences: { payment_receipts: false, order_status: false, booking_status: false, reminders: false },
      phone_number: null,
      available: true,
    })
    const changed = await request({
      method: 'PATCH',
      url: '/api/sms/preferences',
      payload: { order_status: true, reminders: true },
    })
    expect(changed.json().preferences).toEqual({
      payment_receipts: false,
      order_status: true,
      booking_status: false,
      reminders: true,
    })
    expect(
      (await request({ method: 'PATCH', url: '/api/sms/preferences', payload: { marketing: true } }))
        .statusCode,
    ).toBe(400)
    const other = await signUp(app)
    expect(
      (await as(app, other.cookie)({ method: 'GET', url: '/api/sms/preferences' })).json().preferences
        .order_status,
    ).toBe(false)
  })

  /** A phone account (verified number), signed in, with its SMS choices. */
  async function phoneBuyer(phone: string, language: 'en' | 'sw', preferences: object) {
    const headers = { origin: TEST_ORIGIN, cookie: `soko_language=${language}` }
    await app.inject({
      method: 'POST',
      url: '/api/auth/phone-number/send-otp',
      headers,
      payload: { phoneNumber: phone },
    })
    const code = /\d{6}/.exec((await smsTo(phone))[0]!.message)![0]
    const verified = await app.inject({
      method: 'POST',
      url: '/api/auth/phone-number/verify',
      headers,
      payload: { phoneNumber: phone, code, name: 'Njeri', termsAccepted: true },
    })
    const cookie = `${cookiesOf(verified)}; soko_language=${language}`
    await as(app, cookie)({ method: 'PATCH', url: '/api/sms/preferences', payload: preferences })
    return cookie
  }

  async function buyAndPay(cookie: string) {
    const product = await createProduct(app, { priceCents: 150_000, stockQuantity: 5 })
    await as(
      app,
      cookie,
    )({ method: 'POST', url: '/api/cart/items', payload: { product_id: product.id, quantity: 1 } })
    const order = (
      await placeOrder(app, cookie, undefined, {
        details: { ...checkoutDetails, contact_email: 'buyer@example.co.ke' },
      })
    ).json()
    const push = (
      await payMpesa(app, cookie, {
        phoneNumber: '0712 345 678',
        amount: order.mpesa_amount,
        orderId: order.id,
      })
    ).json()
    const attempt = await attemptByCheckoutId(app, push.checkoutRequestId)
    await postCallback(app, attempt.callbackToken!, successCallback(attempt))
    await app.jobs.runOnce()
    return order as { reference: string; number?: string }
  }

  it('sends a payment receipt by SMS, in the user’s language, only to those who chose it', async () => {
    const wants = await phoneBuyer('+254713000101', 'sw', { payment_receipts: true })
    const order = await buyAndPay(wants)
    const received = await eventually(async () => {
      const messages = await smsTo('+254713000101')
      return messages.find((message) => message.message.includes('KSh')) ?? undefined
    })
    expect(received.message).toMatch(/^Soko: tumepokea KSh 1,500 kwa agizo \S+\. Asante!$/)
    expect(received.message).toContain(order.reference)

    const declines = await phoneBuyer('+254713000102', 'en', { order_status: true })
    await buyAndPay(declines)
    const messages = await smsTo('+254713000102')
    expect(messages.map((message) => message.message).filter((text) => text.includes('KSh'))).toEqual([])
  })
})
