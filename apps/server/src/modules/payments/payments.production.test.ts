import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../../test/auth-helpers'
import { createProduct } from '../../test/catalogue-helpers'
import { placeOrder } from '../../test/order-helpers'
import { payMpesa } from '../../test/payment-helpers'
import { buildTestApp } from '../../test/test-app'

// Production without payment credentials: no simulator is reachable, and payments are refused plainly.
let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp({ NODE_ENV: 'production' })
})
afterAll(async () => {
  await app.close()
})

describe('payments in production without credentials', () => {
  it('registers no simulator and no dev route', async () => {
    for (const [method, url] of [
      ['GET', '/sandbox/daraja/phone'],
      ['GET', '/sandbox/daraja/oauth/v1/generate?grant_type=client_credentials'],
      ['POST', '/sandbox/paypal/v1/oauth2/token'],
      ['GET', '/sandbox/paypal/checkoutnow?token=X'],
      ['POST', '/dev/jobs/run'],
    ] as const) {
      const response = await app.inject({ method, url })
      expect(response.statusCode, `${method} ${url}`).toBe(404)
    }
  })

  it('refuses M-Pesa and PayPal with the spec’s default texts', async () => {
    const { cookie } = await signUp(app)
    const product = await createProduct(app)
    const order = (await placeOrder(app, cookie, { [product.id]: 1 })).json()
    const mpesa = await payMpesa(app, cookie, {
      phoneNumber: '0712345678',
      amount: order.mpesa_amount,
      orderId: order.id,
    })
    expect(mpesa.statusCode).toBe(503)
    expect(mpesa.json().error).toEqual({
      code: 'payments.unavailable',
      message: 'Unable to process M-Pesa payment. Please try again.',
    })
    const paypal = await app.inject({
      method: 'POST',
      url: '/api/payments/paypal',
      payload: { orderId: order.id },
      headers: { cookie, origin: 'http://soko.test' },
    })
    expect(paypal.statusCode).toBe(503)
    expect(paypal.json().error.message).toBe('Failed to initiate PayPal payment')
  })
})
