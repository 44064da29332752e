import { describe, expect, it } from 'vitest'
import { createDarajaClient, darajaPassword, darajaTimestamp } from './payments.daraja'
import { approvalLinkOf, createPaypalClient, firstCaptureOf } from './payments.paypal'

type Call = { url: string; init: RequestInit | undefined }

/** A fetch that answers from a script, recording every call. */
function scripted(answers: ((call: Call) => { status?: number; body: unknown })[]) {
  const calls: Call[] = []
  const fake = async (input: string | URL | Request, init?: RequestInit) => {
    const call = { url: String(input), init }
    calls.push(call)
    const answer = answers.shift()
    if (!answer) throw new Error(`unexpected call to ${call.url}`)
    const { status = 200, body } = answer(call)
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  }
  return { calls, fetch: fake as typeof fetch }
}

const daraja = (fake: typeof fetch, now = () => new Date('2026-03-01T09:30:05Z')) =>
  createDarajaClient({
    baseUrl: () => 'https://daraja.test',
    consumerKey: 'key',
    consumerSecret: 'secret',
    shortcode: '174379',
    passkey: 'passkey',
    transactionType: 'CustomerPayBillOnline',
    partyB: '174379',
    fetch: fake,
    now,
  })

const pushInput = {
  phone: '254712345678',
  amount: 1501,
  accountReference: 'SOKO0123456789AB',
  description: 'Soko order for things',
  callbackUrl: 'https://soko.test/api/payments/mpesa/callback/abc',
}
const accepted = () => ({
  body: {
    MerchantRequestID: '29115-34620561-1',
    CheckoutRequestID: 'ws_CO_191220191020363925',
    ResponseCode: '0',
    ResponseDescription: 'Success. Request accepted for processing',
    CustomerMessage: 'Success. Request accepted for processing',
  },
})

describe('Daraja client', () => {
  it('signs a push with base64(shortcode + passkey + timestamp) in Kenyan time, and trims reference and description', async () => {
    const token = () => ({ body: { access_token: 'tok', expires_in: '3599' } })
    const { calls, fetch } = scripted([token, accepted])
    const result = await daraja(fetch).stkPush(pushInput)
    expect(result).toMatchObject({ accepted: true, checkoutRequestId: 'ws_CO_191220191020363925' })
    expect(calls[0]!.url).toBe('https://daraja.test/oauth/v1/generate?grant_type=client_credentials')
    expect((calls[0]!.init?.headers as Record<string, string>).Authorization).toBe(
      `Basic ${Buffer.from('key:secret').toString('base64')}`,
    )
    const body = JSON.parse(String(calls[1]!.init?.body))
    expect(body).toMatchObject({
      BusinessShortCode: '174379',
      Timestamp: '20260301123005',
      Password: Buffer.from('174379passkey20260301123005').toString('base64'),
      TransactionType: 'CustomerPayBillOnline',
      Amount: 1501,
      PartyA: '254712345678',
      PartyB: '174379',
      PhoneNumber: '254712345678',
      AccountReference: 'SOKO01234567',
      TransactionDesc: 'Soko order fo',
    })
    expect(darajaTimestamp(new Date('2026-12-31T22:00:00Z'))).toBe('20270101010000')
    expect(darajaPassword('1', '2', '3')).toBe(Buffer.from('123').toString('base64'))
  })

  it('caches the token until shortly before its string expires_in runs out', async () => {
    let clock = new Date('2026-03-01T09:00:00Z').getTime()
    const token = (n: number) => () => ({ body: { access_token: `tok${n}`, expires_in: '120' } })
    const { calls, fetch } = scripted([token(1), accepted, accepted, token(2), accepted])
    const client = daraja(fetch, () => new Date(clock))
    await client.stkPush(pushInput)
    clock += 30_000
    await client.stkPush(pushInput)
    clock += 40_000 // 70 s: within a minute of expiry, renewed
    await client.stkPush(pushInput)
    const auth = calls.map((call) => (call.init?.headers as Record<string, string>).Authorization)
    expect(auth.filter((value) => value?.startsWith('Basic'))).toHaveLength(2)
    expect(auth.at(-1)).toBe('Bearer tok2')
  })

  it('renews the token once on "Invalid Access Token"', async () => {
    const { calls, fetch } = scripted([
      () => ({ body: { access_token: 'old', expires_in: '3599' } }),
      () => ({
        status: 404,
        body: { requestId: 'x', errorCode: '404.001.03', errorMessage: 'Invalid Access Token' },
      }),
      () => ({ body: { access_token: 'new', expires_in: '3599' } }),
      accepted,
    ])
    expect((await daraja(fetch).stkPush(pushInput)).accepted).toBe(true)
    expect((calls[3]!.init?.headers as Record<string, string>).Authorization).toBe('Bearer new')
  })

  it('reports a refused push with Daraja’s error code', async () => {
    const { fetch } = scripted([
      () => ({ body: { access_token: 't', expires_in: '3599' } }),
      () => ({
        status: 400,
        body: { requestId: 'r', errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid PhoneNumber' },
      }),
    ])
    expect(await daraja(fetch).stkPush(pushInput)).toMatchObject({
      accepted: false,
      errorCode: '400.002.02',
      errorMessage: 'Bad Request - Invalid PhoneNumber',
    })
  })

  it('reads a query’s string ResultCode, and treats HTTP 500 500.001.1001 or a network error as no answer', async () => {
    const { fetch } = scripted([
      () => ({ body: { access_token: 't', expires_in: '3599' } }),
      () => ({ body: { ResponseCode: '0', ResultCode: '1032', ResultDesc: 'Request cancelled by user' } }),
      () => ({ body: { ResponseCode: '0', ResultCode: 4999, ResultDesc: 'still under processing' } }),
      () => ({
        status: 500,
        body: {
          requestId: 'r',
          errorCode: '500.001.1001',
          errorMessage: 'The transaction is being processed',
        },
      }),
      () => {
        throw new Error('socket hang up')
      },
    ])
    const client = daraja(fetch)
    expect(await client.stkQuery('ws_CO_1')).toMatchObject({ answered: true, resultCode: '1032' })
    expect(await client.stkQuery('ws_CO_1')).toMatchObject({ answered: true, resultCode: '4999' })
    expect(await client.stkQuery('ws_CO_1')).toMatchObject({
      answered: false,
      reason: expect.stringContaining('500.001.1001'),
    })
    expect(await client.stkQuery('ws_CO_1')).toMatchObject({ answered: false, reason: 'socket hang up' })
  })
})

describe('PayPal client', () => {
  const paypal = (fake: typeof fetch) =>
    createPaypalClient({
      baseUrl: () => 'https://paypal.test',
      clientId: 'id',
      clientSecret: 'secret',
      fetch: fake,
    })
  const token = () => ({ body: { access_token: 'A21', expires_in: 32400 } })

  it('gets a token with the form body, creates with PayPal-Request-Id, and accepts an older "approve" link', async () => {
    const { calls, fetch } = scripted([
      token,
      () => ({
        body: {
          id: '5O190127TN364715T',
          status: 'CREATED',
          links: [
            { href: 'https://paypal.test/v2/checkout/orders/5O190127TN364715T', rel: 'self' },
            { href: 'https://paypal.test/checkoutnow?token=5O190127TN364715T', rel: 'approve' },
          ],
        },
      }),
    ])
    const created = await paypal(fetch).createOrder({
      requestId: 'attempt-1',
      referenceId: 'order-1',
      value: '11.63',
      description: 'Soko order',
      returnUrl: 'https://soko.test/payment/success',
      cancelUrl: 'https://soko.test/payment/cancel',
    })
    expect(created.ok && created.order.id).toBe('5O190127TN364715T')
    expect(created.ok && approvalLinkOf(created.order)).toBe(
      'https://paypal.test/checkoutnow?token=5O190127TN364715T',
    )
    expect(calls[0]!.init?.body).toBe('grant_type=client_credentials')
    const headers = calls[1]!.init?.headers as Record<string, string>
    expect(headers['PayPal-Request-Id']).toBe('attempt-1')
    expect(JSON.parse(String(calls[1]!.init?.body))).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ reference_id: 'order-1', amount: { currency_code: 'USD', value: '11.63' } }],
      payment_source: { paypal: { experience_context: { user_action: 'PAY_NOW', brand_name: 'Soko' } } },
    })
  })

  it('reads a capture error’s issue, and a DECLINED capture inside a completed order', async () => {
    const { fetch } = scripted([
      token,
      () => ({
        status: 422,
        body: {
          name: 'UNPROCESSABLE_ENTITY',
          message: 'semantically incorrect',
          debug_id: 'd',
          details: [{ issue: 'ORDER_ALREADY_CAPTURED', description: 'Order already captured.' }],
        },
      }),
      () => ({
        status: 201,
        body: {
          id: 'X',
          status: 'COMPLETED',
          purchase_units: [{ payments: { captures: [{ id: 'CAP', status: 'DECLINED' }] } }],
        },
      }),
    ])
    const client = paypal(fetch)
    expect(await client.capture('X', 'capture-1')).toMatchObject({
      ok: false,
      httpStatus: 422,
      issue: 'ORDER_ALREADY_CAPTURED',
    })
    const declined = await client.capture('X', 'capture-1')
    expect(declined.ok && firstCaptureOf(declined.order)).toEqual({ id: 'CAP', status: 'DECLINED' })
  })
})
