import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { as, cookiesOf, signUp, TEST_PASSWORD, uniqueEmail } from '../../test/auth-helpers'
import { createProduct } from '../../test/catalogue-helpers'
import { checkoutDetails, placeOrder } from '../../test/order-helpers'
import {
  attemptByCheckoutId,
  eventually,
  mailTo,
  payMpesa,
  postCallback,
  successCallback,
} from '../../test/payment-helpers'
import { buildTestApp, TEST_ORIGIN } from '../../test/test-app'

// Server-made texts (notifications, e-mails) follow the language the reader chose on the web (issue 20).
let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp({ SANDBOX_DARAJA_CALLBACK_DELAY_MS: '3600000', LOG_LEVEL: 'warn' })
  await app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  await app.close()
})

/** Signs up from a page showing `language` (the web's switch sets the soko_language cookie). */
async function signUpIn(language: 'en' | 'sw') {
  const email = uniqueEmail('lang')
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: TEST_ORIGIN, cookie: `soko_language=${language}` },
    remoteAddress: '10.7.0.1',
    payload: { email, password: TEST_PASSWORD, name: 'Achieng Otieno', termsAccepted: true },
  })
  expect(response.statusCode, response.body).toBe(200)
  return { email, cookie: cookiesOf(response) }
}

const notificationsOf = async (cookie: string) =>
  (await as(app, cookie)({ method: 'GET', url: '/api/notifications' })).json().items as {
    title: string
    message: string
  }[]

async function payAnOrder(cookie: string, email: string) {
  const product = await createProduct(app, { priceCents: 150_000, stockQuantity: 5 })
  await as(
    app,
    cookie,
  )({ method: 'POST', url: '/api/cart/items', payload: { product_id: product.id, quantity: 1 } })
  const order = (
    await placeOrder(app, cookie, undefined, { details: { ...checkoutDetails, contact_email: email } })
  ).json()
  const pushed = await payMpesa(app, cookie, {
    phoneNumber: '254712345678',
    amount: order.mpesa_amount,
    orderId: order.id,
  })
  expect(pushed.statusCode, pushed.body).toBe(200)
  const attempt = await attemptByCheckoutId(app, pushed.json().checkoutRequestId)
  await postCallback(app, attempt.callbackToken!, successCallback(attempt, { receipt: `SKL${Date.now()}` }))
  return order as { id: string; reference: string }
}

describe('the language of server-made texts', () => {
  it('a Swahili user gets the welcome and the payment notification, and the receipt, in Swahili', async () => {
    const { email, cookie } = await signUpIn('sw')
    const me = (await as(app, cookie)({ method: 'GET', url: '/api/me' })).json()
    expect(me.profile.language).toBe('sw')
    expect((await notificationsOf(cookie))[0]).toMatchObject({
      title: 'Karibu Soko!',
      message: expect.stringContaining('Akaunti yako iko tayari.'),
    })

    const order = await payAnOrder(cookie, email)
    const paid = await eventually(async () =>
      (await notificationsOf(cookie)).find((item) => item.title === 'Malipo Yamefanikiwa'),
    )
    expect(paid.message).toBe('Malipo yamefanikiwa! Agizo lako limewekwa.')
    const receipt = await eventually(async () => (await mailTo(app, email))[0])
    expect(receipt.subject).toBe(`Risiti yako ya Soko ya agizo ${order.reference}`)
  })

  it('an English user keeps the exact English texts, and switching to Swahili takes effect at once', async () => {
    const { email, cookie } = await signUp(app, { ip: '10.7.0.2' })
    expect((await notificationsOf(cookie))[0]).toMatchObject({
      title: 'Welcome to Soko!',
      message:
        "Your account is ready. Explore Africa's Smart Marketplace: shop, order food, book rides and more.",
    })
    const switched = await as(
      app,
      cookie,
    )({ method: 'PATCH', url: '/api/profile', payload: { language: 'sw' } })
    expect(switched.statusCode, switched.body).toBe(200)
    expect(switched.json().language).toBe('sw')
    const refused = await as(
      app,
      cookie,
    )({ method: 'PATCH', url: '/api/profile', payload: { language: 'fr' } })
    expect(refused.statusCode).toBe(400)

    await payAnOrder(cookie, email)
    await eventually(async () =>
      (await notificationsOf(cookie)).find((item) => item.title === 'Malipo Yamefanikiwa'),
    )
    // The web's switch sets the soko_language cookie: the next signed-in request carries the choice over.
    const back = await as(app, `${cookie}; soko_language=en`)({ method: 'GET', url: '/api/me' })
    expect(back.json().profile.language).toBe('en')
    await payAnOrder(cookie, email)
    const english = await eventually(async () =>
      (await notificationsOf(cookie)).find((item) => item.title === 'Payment Successful'),
    )
    expect(english.message).toBe('Payment successful! Your order has been placed.')
  })
})
