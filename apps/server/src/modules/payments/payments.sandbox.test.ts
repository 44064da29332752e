import { randomUUID } from 'node:crypto'
import { eq, inArray, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { as, signUp } from '../../test/auth-helpers'
import { createProduct } from '../../test/catalogue-helpers'
import { checkoutDetails, placeOrder } from '../../test/order-helpers'
import {
  attemptByCheckoutId,
  eventually,
  mailTo,
  payMpesa,
  postCallback,
  successCallback,
  transactionStatus,
} from '../../test/payment-helpers'
import { buildTestApp } from '../../test/test-app'
import { products } from '../products/products.table'
import { transactions } from './payments.table'

// End to end through the simulators over real HTTP on this server's port: the Daraja simulator calls
// back after 50 ms; queries start at once and the timeout is 3 s, so the slow paths run in seconds.
let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp({
    SANDBOX_DARAJA_CALLBACK_DELAY_MS: '50',
    MPESA_QUERY_AFTER_SECONDS: '0',
    MPESA_QUERY_INTERVAL_SECONDS: '0',
    MPESA_TIMEOUT_SECONDS: '3',
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  await app.close()
})

/** Ages attempts past the 3 s timeout, as if the time had passed, instead of sleeping through it. */
async function pastTimeout(...checkoutRequestIds: string[]) {
  const ids = await Promise.all(checkoutRequestIds.map(async (id) => (await attemptByCheckoutId(app, id)).id))
  await app.db
    .update(transactions)
    .set({ createdAt: sql`created_at - interval '4 seconds'` })
    .where(inArray(transactions.id, ids))
}

async function buyerWithOrder(priceCents = 150_050, stock = 5) {
  const user = await signUp(app)
  const product = await createProduct(app, { priceCents, stockQuantity: stock })
  const order = (
    await placeOrder(
      app,
      user.cookie,
      { [product.id]: 1 },
      { details: { ...checkoutDetails, contact_email: user.email } },
    )
  ).json()
  return { ...user, product, order }
}

const orderOf = async (cookie: string, id: string) =>
  (await as(app, cookie)({ method: 'GET', url: `/api/orders/${id}` })).json()

async function push(cookie: string, order: { id: string; mpesa_amount: number }, phoneNumber: string) {
  const response = await payMpesa(app, cookie, { phoneNumber, amount: order.mpesa_amount, orderId: order.id })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as { checkoutRequestId: string; transactionId: string }
}

/** Polls the status read as the browser does, until it is no longer pending. */
const settled = (cookie: string, id: string) =>
  eventually(async () => {
    const status = (await transactionStatus(app, cookie, id)).json()
    return status.status === 'pending' ? undefined : status
  })

describe('M-Pesa through the Daraja simulator', () => {
  it('pays with any valid number: the simulator calls back and the receipt looks like SKS1A2B3C4', async () => {
    const { cookie, order } = await buyerWithOrder()
    const { checkoutRequestId } = await push(cookie, order, '0712345678')
    const status = await eventually(async () => {
      const read = (await transactionStatus(app, cookie, checkoutRequestId)).json()
      return read.mpesa_receipt_number ? read : undefined
    })
    expect(status).toMatchObject({
      status: 'completed',
      message: 'Payment successful! Your order has been placed.',
      mpesa_receipt_number: expect.stringMatching(/^SK[A-Z0-9]{8}$/),
    })
    const attempt = await attemptByCheckoutId(app, checkoutRequestId)
    expect(attempt.rawCallback).toMatchObject({
      Body: { stkCallback: { CheckoutRequestID: checkoutRequestId } },
    })
    const paid = await eventually(async () => {
      const read = await orderOf(cookie, order.id)
      return read.mpesa_receipt_number ? read : undefined
    })
    expect(paid).toMatchObject({ status: 'paid', mpesa_receipt_number: status.mpesa_receipt_number })
  })

  it.each([
    ['254700000001', '1032'],
    ['254700000002', '1'],
    ['254700000004', '2001'],
  ])('%s fails with ResultCode %s: "Payment was cancelled or failed"', async (phone, code) => {
    const { cookie, order } = await buyerWithOrder()
    const { checkoutRequestId } = await push(cookie, order, phone)
    expect(await settled(cookie, checkoutRequestId)).toMatchObject({
      status: 'failed',
      result_code: code,
      message: 'Payment was cancelled or failed',
    })
    // The order is released just after the attempt is recorded as failed (mpesa.provider.ts): a poll can land
    // between the two.
    const released = await eventually(async () => {
      const read = await orderOf(cookie, order.id)
      return read.payment_status === 'pending' ? undefined : read
    })
    expect(released.payment_status).toBe('failed')
  })

  it('254700000003 never calls back: the query answers 4999, then 1037, "Payment timeout. Please try again."', async () => {
    const { cookie, order } = await buyerWithOrder()
    const { checkoutRequestId } = await push(cookie, order, '254700000003')
    expect((await transactionStatus(app, cookie, checkoutRequestId)).json()).toMatchObject({
      status: 'pending',
    })
    expect(await settled(cookie, checkoutRequestId)).toMatchObject({
      status: 'failed',
      result_code: '1037',
      message: 'Payment timeout. Please try again.',
    })
    expect((await attemptByCheckoutId(app, checkoutRequestId)).queryCount).toBe(2)
  })

  it('reconciliation fails a prompt still processing at the timeout, and never touches a recorded success', async () => {
    const silent = await buyerWithOrder()
    const paid = await buyerWithOrder()
    const silentPush = await push(silent.cookie, silent.order, '254700000003')
    const paidPush = await push(paid.cookie, paid.order, '254711111111')
    await eventually(async () =>
      (await attemptByCheckoutId(app, paidPush.checkoutRequestId)).status === 'completed' ? true : undefined,
    )
    await pastTimeout(silentPush.checkoutRequestId)
    // One query (4999, still processing) past the 3 s timeout: failed as a timeout.
    await app.jobs.runOnce()
    expect(await attemptByCheckoutId(app, silentPush.checkoutRequestId)).toMatchObject({
      status: 'failed',
      resultCode: '1037',
      queryCount: 1,
    })
    expect(await attemptByCheckoutId(app, paidPush.checkoutRequestId)).toMatchObject({ status: 'completed' })
    expect((await orderOf(paid.cookie, paid.order.id)).status).toBe('paid')
  })

  it('the phone page lists a pending prompt, and approving it by hand pays the order', async () => {
    const { cookie, order } = await buyerWithOrder(99_900)
    const { checkoutRequestId } = await push(cookie, order, '254700000003')
    const page = await app.inject({ method: 'GET', url: '/sandbox/daraja/phone' })
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('KSh 999')
    expect(page.body).toContain(`phone/${checkoutRequestId}/approve`)
    const approve = await app.inject({
      method: 'POST',
      url: `/sandbox/daraja/phone/${checkoutRequestId}/approve`,
    })
    expect(approve.statusCode).toBe(303)
    expect(approve.headers.location).toBe('../../phone')
    expect(await settled(cookie, checkoutRequestId)).toMatchObject({ status: 'completed' })
    expect((await app.inject({ method: 'GET', url: '/sandbox/daraja/phone' })).body).not.toContain(
      checkoutRequestId,
    )
  })

  it('money that arrives after the order expired pays it while stock remains, else is recorded for a refund', async () => {
    const revived = await buyerWithOrder()
    const lost = await buyerWithOrder()
    const pushes = [
      await push(revived.cookie, revived.order, '254700000003'),
      await push(lost.cookie, lost.order, '254700000003'),
    ]
    await pastTimeout(...pushes.map((pushed) => pushed.checkoutRequestId))
    await app.jobs.runOnce() // both prompts time out
    await app.db.execute(
      sql`update orders set reserved_until = now() - interval '1 minute' where id in (${revived.order.id}, ${lost.order.id})`,
    )
    await app.jobs.runOnce() // both orders expire, their stock released
    expect((await orderOf(revived.cookie, revived.order.id)).status).toBe('cancelled')
    await app.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, lost.product.id))

    // Daraja delivers the successes late (they were approved after its own timeout).
    for (const { checkoutRequestId } of pushes) {
      const attempt = await attemptByCheckoutId(app, checkoutRequestId)
      await postCallback(app, attempt.callbackToken!, successCallback(attempt))
    }
    expect(await orderOf(revived.cookie, revived.order.id)).toMatchObject({
      status: 'paid',
      payment_status: 'paid',
    })
    const refund = await orderOf(lost.cookie, lost.order.id)
    expect(refund).toMatchObject({ status: 'cancelled', payment_status: 'paid', payment_method: 'mpesa' })
    expect(refund.timeline.at(-1).note).toContain('a refund is due')
    await app.jobs.runOnce() // the refund notice is a queued job: it runs after the callback's commit
    const notes = (await as(app, lost.cookie)({ method: 'GET', url: '/api/notifications' })).json().items
    expect(notes[0]).toMatchObject({ type: 'warning', title: 'Payment received for a cancelled order' })
    expect(await mailTo(app, lost.email)).toHaveLength(0)
  })
})

describe('PayPal through the simulator', () => {
  const paypal = (cookie: string, orderId: string, key?: string) =>
    as(
      app,
      cookie,
    )({
      method: 'POST',
      url: '/api/payments/paypal',
      payload: { orderId, amount: 1, currency: 'KES' },
      headers: key ? { 'idempotency-key': key } : {},
    })
  const capture = (cookie: string, paypalOrderId: string) =>
    as(
      app,
      cookie,
    )({ method: 'POST', url: '/api/payments/paypal/capture', payload: { orderId: paypalOrderId } })
  const form = (url: string, token: string) =>
    app.inject({
      method: 'POST',
      url,
      payload: `token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })

  it('creates a USD order at the configured rate, approves it on the PayPal page and captures it once', async () => {
    const { cookie, email, order } = await buyerWithOrder()
    const created = (await paypal(cookie, order.id)).json()
    // KSh 1,500.50 at 129 KES per USD: 11.63 USD.
    expect(created).toMatchObject({
      success: true,
      error: null,
      amount: '11.63',
      currency: 'USD',
      paypalOrderId: expect.stringMatching(/^[A-Z0-9]{17}$/),
    })
    expect(created.approvalUrl).toBe(
      `http://soko.test/sandbox/paypal/checkoutnow?token=${created.paypalOrderId}`,
    )
    const attempt = (
      await app.db.select().from(transactions).where(eq(transactions.id, created.transactionId))
    )[0]!
    expect(attempt).toMatchObject({
      method: 'paypal',
      amountCents: 150_050,
      chargedCurrency: 'USD',
      chargedAmountCents: 1163,
      exchangeRate: '129.0000',
    })

    const page = await app.inject({
      method: 'GET',
      url: new URL(created.approvalUrl).pathname + new URL(created.approvalUrl).search,
    })
    expect(page.body).toContain('$11.63 USD')
    expect(page.body).toContain('Pay Now')
    expect(page.body).toContain('Cancel and return to Soko')
    expect(page.headers['content-security-policy']).toContain("form-action 'self' http://soko.test")

    const approved = await form('/sandbox/paypal/checkoutnow/approve', created.paypalOrderId)
    expect(approved.statusCode).toBe(303)
    const back = new URL(approved.headers.location as string)
    expect(`${back.origin}${back.pathname}`).toBe('http://soko.test/payment/success')
    expect(back.searchParams.get('token')).toBe(created.paypalOrderId)
    expect(back.searchParams.get('PayerID')).toMatch(/^[A-Z0-9]{13}$/)

    const results = await Promise.all([
      capture(cookie, created.paypalOrderId),
      capture(cookie, created.paypalOrderId),
    ])
    const again = await capture(cookie, created.paypalOrderId)
    for (const response of [...results, again]) {
      expect(response.statusCode, response.body).toBe(200)
    }
    const captureIds = new Set([...results, again].map((response) => response.json().result.capture_id))
    expect(captureIds.size).toBe(1)
    expect(again.json()).toEqual({
      success: true,
      error: null,
      result: { order_id: order.id, capture_id: [...captureIds][0], status: 'COMPLETED' },
    })
    const paid = await orderOf(cookie, order.id)
    expect(paid).toMatchObject({
      status: 'paid',
      payment_method: 'paypal',
      paypal_capture_id: [...captureIds][0],
      transaction_id: [...captureIds][0],
    })
    expect(paid.timeline.filter((entry: { event: string }) => entry.event === 'paid')).toHaveLength(1)
    // The capture answers before its jobs run (decision 014): once they have, one receipt.
    await app.jobs.runOnce()
    expect(await mailTo(app, email)).toHaveLength(1)
  })

  it('refuses a capture before approval with "PayPal capture failed"; approving afterwards still pays', async () => {
    const { cookie, order } = await buyerWithOrder()
    const created = (await paypal(cookie, order.id)).json()
    const early = await capture(cookie, created.paypalOrderId)
    expect(early.statusCode).toBe(409)
    expect(early.json().error).toEqual({
      code: 'payments.paypal_not_approved',
      message: 'PayPal capture failed',
    })
    expect((await orderOf(cookie, order.id)).status).toBe('pending')
    await form('/sandbox/paypal/checkoutnow/approve', created.paypalOrderId)
    expect((await capture(cookie, created.paypalOrderId)).json().success).toBe(true)
  })

  it('the cancel button returns to /payment/cancel with the token, and nothing is paid', async () => {
    const { cookie, order } = await buyerWithOrder()
    const created = (await paypal(cookie, order.id)).json()
    const cancelled = await form('/sandbox/paypal/checkoutnow/cancel', created.paypalOrderId)
    expect(cancelled.statusCode).toBe(303)
    expect(cancelled.headers.location).toBe(`http://soko.test/payment/cancel?token=${created.paypalOrderId}`)
    expect((await orderOf(cookie, order.id)).payment_status).toBe('pending')
  })

  it('answers "Payment context not found." for an unknown or another user’s PayPal order', async () => {
    const owner = await buyerWithOrder()
    const intruder = await signUp(app)
    const created = (await paypal(owner.cookie, owner.order.id)).json()
    await form('/sandbox/paypal/checkoutnow/approve', created.paypalOrderId)
    for (const [cookie, id] of [
      [owner.cookie, 'NOSUCHORDER000000'],
      [intruder.cookie, created.paypalOrderId],
    ] as const) {
      const response = await capture(cookie, id)
      expect(response.statusCode).toBe(404)
      expect(response.json().error.message).toBe('Payment context not found.')
    }
    expect((await paypal(intruder.cookie, owner.order.id)).statusCode).toBe(404)
    expect((await capture(owner.cookie, '')).json().error.message).toBe('Missing PayPal token.')
  })

  it('with the same Idempotency-Key, a doubled create makes one PayPal order', async () => {
    const { cookie, order } = await buyerWithOrder()
    const key = randomUUID()
    const [a, b] = await Promise.all([paypal(cookie, order.id, key), paypal(cookie, order.id, key)])
    expect(a.json().paypalOrderId).toBe(b.json().paypalOrderId)
    expect(await app.db.select().from(transactions).where(eq(transactions.orderId, order.id))).toHaveLength(1)
  })
})
