import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { as, signUp } from '../../test/auth-helpers'
import { createProduct } from '../../test/catalogue-helpers'
import { checkoutDetails, placeOrder } from '../../test/order-helpers'
import {
  attemptByCheckoutId,
  eventually,
  failureCallback,
  mailTo,
  payMpesa,
  postCallback,
  successCallback,
  transactionStatus,
} from '../../test/payment-helpers'
import { buildTestApp, TEST_ORIGIN } from '../../test/test-app'
import { products } from '../products/products.table'
import { transactions } from './payments.table'

// The Daraja simulator answers pushes through real HTTP on this server's port, but its own callback is
// pushed far into the future: these tests deliver callbacks themselves, forged ones included.
let app: FastifyInstance
/** Warnings and errors the server logged, newest last. */
const logged: { msg?: string; level: number }[] = []
beforeAll(async () => {
  app = await buildTestApp({ SANDBOX_DARAJA_CALLBACK_DELAY_MS: '3600000', LOG_LEVEL: 'warn' }, undefined, {
    write: (line) => logged.push(JSON.parse(line) as { msg?: string; level: number }),
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  await app.close()
})

const PHONE = '254712345678'

/** A signed-in buyer with a pending order for one product (KSh 1,500.50 each, so M-Pesa asks for 1,501). */
async function buyerWithOrder({ quantity = 1, stock = 5 } = {}) {
  const user = await signUp(app)
  const product = await createProduct(app, { priceCents: 150_050, stockQuantity: stock })
  await as(
    app,
    user.cookie,
  )({ method: 'POST', url: '/api/cart/items', payload: { product_id: product.id, quantity } })
  const order = (
    await placeOrder(app, user.cookie, undefined, {
      details: { ...checkoutDetails, contact_email: user.email },
    })
  ).json()
  return { ...user, product, order }
}

async function startPush(
  cookie: string,
  order: { id: string; mpesa_amount: number },
  phone = '0712 345 678',
) {
  const response = await payMpesa(app, cookie, {
    phoneNumber: phone,
    amount: order.mpesa_amount,
    orderId: order.id,
  })
  expect(response.statusCode, response.body).toBe(200)
  const body = response.json()
  return { body, attempt: await attemptByCheckoutId(app, body.checkoutRequestId) }
}

const orderOf = async (cookie: string, id: string) =>
  (await as(app, cookie)({ method: 'GET', url: `/api/orders/${id}` })).json()

describe('M-Pesa payments', () => {
  it('refuses guests with 401, and answers 404 for another user’s order or transaction', async () => {
    for (const [method, url] of [
      ['POST', '/api/payments/mpesa'],
      ['GET', `/api/payments/transactions/${randomUUID()}`],
      ['POST', '/api/payments/paypal'],
      ['POST', '/api/payments/paypal/capture'],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        headers: { origin: TEST_ORIGIN },
        ...(method === 'POST' ? { payload: {} } : {}),
      })
      expect(response.statusCode, `${method} ${url}`).toBe(401)
    }
    const owner = await buyerWithOrder()
    const intruder = await signUp(app)
    const push = await payMpesa(app, intruder.cookie, {
      phoneNumber: PHONE,
      amount: owner.order.mpesa_amount,
      orderId: owner.order.id,
    })
    expect(push.statusCode).toBe(404)
    const { body } = await startPush(owner.cookie, owner.order)
    expect((await transactionStatus(app, intruder.cookie, body.checkoutRequestId)).statusCode).toBe(404)
    expect((await transactionStatus(app, intruder.cookie, body.transactionId)).statusCode).toBe(404)
  })

  it.each([
    ['', 'Please enter your phone number'],
    ['0712', 'Invalid phone number format. Please use format: 0712345678 or 254712345678'],
    ['+254 712 345 6789', 'Invalid phone number format. Please use format: 0712345678 or 254712345678'],
  ])('refuses the phone %j with the spec text', async (phoneNumber, message) => {
    const { cookie, order } = await buyerWithOrder()
    const response = await payMpesa(app, cookie, {
      phoneNumber,
      amount: order.mpesa_amount,
      orderId: order.id,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toBe(message)
  })

  it('asks for the order total rounded up to whole shillings, and refuses another amount', async () => {
    const { cookie, order } = await buyerWithOrder()
    expect(order.mpesa_amount).toBe(1501)
    const wrong = await payMpesa(app, cookie, { phoneNumber: PHONE, amount: 1500, orderId: order.id })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.code).toBe('payments.amount_mismatch')
    const zero = await payMpesa(app, cookie, { phoneNumber: PHONE, amount: 0, orderId: order.id })
    expect(zero.json().error.message).toBe('Amount must be at least KSh 1')
    // 1500.5 is rounded up to 1501, the order's amount.
    const rounded = await payMpesa(app, cookie, { phoneNumber: PHONE, amount: 1500.5, orderId: order.id })
    expect(rounded.statusCode).toBe(200)
  })

  it('pays the order on a success callback: receipt recorded, cart emptied, buyer notified, receipt e-mailed', async () => {
    const { cookie, email, order, product } = await buyerWithOrder({ quantity: 2 })
    const { body, attempt } = await startPush(cookie, order)
    expect(body).toMatchObject({
      success: true,
      checkoutRequestId: expect.stringMatching(/^ws_CO_/),
      merchantRequestId: expect.any(String),
      error: null,
      message: 'Please check your phone and enter your M-Pesa PIN to complete the payment.',
    })
    expect(attempt).toMatchObject({
      status: 'pending',
      phoneNumber: PHONE,
      amountCents: 300_100,
      chargedCurrency: 'KES',
      chargedAmountCents: 300_100,
    })
    expect(attempt.callbackToken).toMatch(/^[\w-]{32}$/)
    expect((await transactionStatus(app, cookie, body.checkoutRequestId)).json()).toMatchObject({
      status: 'pending',
      message: null,
    })

    const ack = await postCallback(
      app,
      attempt.callbackToken!,
      successCallback(attempt, { receipt: 'SKS1A2B3C4' }),
    )
    expect(ack.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' })

    expect((await transactionStatus(app, cookie, body.checkoutRequestId)).json()).toMatchObject({
      transaction_id: body.checkoutRequestId,
      status: 'completed',
      message: 'Payment successful! Your order has been placed.',
      mpesa_receipt_number: 'SKS1A2B3C4',
      amount: 3001,
      charged_amount: '3001',
      charged_currency: 'KES',
    })
    const paid = await orderOf(cookie, order.id)
    expect(paid).toMatchObject({
      status: 'paid',
      payment_status: 'paid',
      payment_method: 'mpesa',
      transaction_id: 'SKS1A2B3C4',
      mpesa_receipt_number: 'SKS1A2B3C4',
      reserved_until: null,
    })
    expect(paid.timeline.map((entry: { event: string }) => entry.event)).toEqual([
      'placed',
      'payment_started',
      'paid',
    ])
    const stored = (await app.db.select().from(transactions).where(eq(transactions.id, attempt.id)))[0]!
    expect(stored.rawCallback).toMatchObject({ Body: { stkCallback: { ResultCode: 0 } } })
    // The reservation became a sale: stock stays taken.
    const [{ stock }] = (await app.db
      .select({ stock: products.stockQuantity })
      .from(products)
      .where(eq(products.id, product.id))) as [{ stock: number }]
    expect(stock).toBe(3)
    expect((await as(app, cookie)({ method: 'GET', url: '/api/cart' })).json().count).toBe(0)
    // The notice and the receipt are queue jobs the answer did not wait for: they arrive just after.
    const notice = await eventually(async () =>
      (
        (await as(app, cookie)({ method: 'GET', url: '/api/notifications' })).json().items as {
          title: string
        }[]
      ).find((item) => item.title === 'Payment Successful'),
    )
    expect(notice).toMatchObject({
      type: 'success',
      title: 'Payment Successful',
      message: 'Payment successful! Your order has been placed.',
      action_url: `/orders/${order.id}`,
    })
    const mails = await eventually(async () => {
      const found = await mailTo(app, email)
      return found.length ? found : undefined
    })
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe(`Your Soko receipt for order ${order.reference}`)
    expect(mails[0]!.text).toContain('Total: KSh 3,001')
    expect(mails[0]!.text).toContain('Paid with M-Pesa, receipt SKS1A2B3C4')
  })

  it('a replayed callback changes nothing', async () => {
    const { cookie, email, order } = await buyerWithOrder()
    const { attempt } = await startPush(cookie, order)
    const first = successCallback(attempt)
    await postCallback(app, attempt.callbackToken!, first)
    const before = await orderOf(cookie, order.id)
    await postCallback(app, attempt.callbackToken!, first)
    await postCallback(app, attempt.callbackToken!, successCallback(attempt))
    await postCallback(
      app,
      attempt.callbackToken!,
      failureCallback(attempt, 1032, 'Request cancelled by user'),
    )
    // Whatever the replays started has run (the callback answers before its jobs: decision 014).
    await app.jobs.runOnce()
    expect(await orderOf(cookie, order.id)).toEqual(before)
    expect(await mailTo(app, email)).toHaveLength(1)
    const stored = await attemptByCheckoutId(app, attempt.providerRef!)
    expect(stored).toMatchObject({ status: 'completed', resultCode: '0' })
    expect(stored.rawCallback).toEqual(first)
  })

  it('a wrong token, an unknown CheckoutRequestID, a wrong amount or phone changes nothing and is logged', async () => {
    const { cookie, order } = await buyerWithOrder()
    const { attempt } = await startPush(cookie, order)
    logged.length = 0
    const forged = [
      [`${attempt.callbackToken}x`, successCallback(attempt)],
      [attempt.callbackToken!, successCallback(attempt, { checkoutRequestId: 'ws_CO_000000000000000000' })],
      [attempt.callbackToken!, successCallback(attempt, { amount: 1 })],
      [attempt.callbackToken!, successCallback(attempt, { phone: '254799999999' })],
      [attempt.callbackToken!, { Body: { nothing: true } }],
    ] as const
    for (const [token, body] of forged) {
      expect((await postCallback(app, token, body)).statusCode).toBe(200)
    }
    expect(logged.map((entry) => entry.msg)).toEqual([
      'M-Pesa callback ignored: unknown token',
      'M-Pesa callback ignored: CheckoutRequestID does not match the attempt',
      'M-Pesa callback ignored: wrong amount',
      'M-Pesa callback ignored: phone does not match the attempt',
      'M-Pesa callback ignored: not a stkCallback',
    ])
    expect(await attemptByCheckoutId(app, attempt.providerRef!)).toMatchObject({
      status: 'pending',
      callbackReceivedAt: null,
      rawCallback: null,
      paymentRef: null,
    })
    expect((await orderOf(cookie, order.id)).status).toBe('pending')
    // The real callback still works afterwards.
    await postCallback(app, attempt.callbackToken!, successCallback(attempt))
    expect((await orderOf(cookie, order.id)).payment_status).toBe('paid')
  })

  it('a failure callback is recorded together with the order’s release, or not at all', async () => {
    const { cookie, order } = await buyerWithOrder()
    const { attempt } = await startPush(cookie, order)
    // The order's release fails (a database error in the middle): the callback's record must not stay alone.
    await app.db.execute(
      sql.raw(`create function refuse_release() returns trigger language plpgsql as $$
        begin raise exception 'release refused for the test'; end $$`),
    )
    await app.db.execute(
      sql.raw(`create trigger refuse_release before update on orders for each row
        when (new.id = '${order.id}' and new.payment_status = 'failed') execute function refuse_release()`),
    )
    try {
      const refused = await postCallback(
        app,
        attempt.callbackToken!,
        failureCallback(attempt, 1032, 'Request cancelled by user'),
      )
      expect(refused.statusCode).toBe(500)
      expect(await attemptByCheckoutId(app, attempt.providerRef!)).toMatchObject({
        status: 'pending',
        callbackReceivedAt: null,
      })
      expect(await orderOf(cookie, order.id)).toMatchObject({ status: 'pending', payment_status: 'pending' })
    } finally {
      await app.db.execute(sql.raw('drop trigger refuse_release on orders'))
      await app.db.execute(sql.raw('drop function refuse_release()'))
    }
    // Daraja's callback again (or the reconciliation's query): now both happen.
    const accepted = await postCallback(
      app,
      attempt.callbackToken!,
      failureCallback(attempt, 1032, 'Request cancelled by user'),
    )
    expect(accepted.statusCode).toBe(200)
    expect(await attemptByCheckoutId(app, attempt.providerRef!)).toMatchObject({ status: 'failed' })
    expect(await orderOf(cookie, order.id)).toMatchObject({ status: 'pending', payment_status: 'failed' })
  })

  it.each([
    ['1032', 'Request cancelled by user'],
    [1, 'The balance is insufficient for the transaction.'],
    [2001, 'The initiator information is invalid.'],
  ])('a failure callback (ResultCode %j) fails the attempt; the order stays payable', async (code, desc) => {
    const { cookie, order } = await buyerWithOrder()
    const { body, attempt } = await startPush(cookie, order)
    await postCallback(app, attempt.callbackToken!, failureCallback(attempt, code, desc))
    expect((await transactionStatus(app, cookie, body.checkoutRequestId)).json()).toMatchObject({
      status: 'failed',
      message: 'Payment was cancelled or failed',
      result_code: String(code),
      result_desc: desc,
    })
    const after = await orderOf(cookie, order.id)
    expect(after).toMatchObject({ status: 'pending', payment_status: 'failed' })
    expect(after.timeline.at(-1).event).toBe('payment_failed')
    // Try Again: a new attempt with a new push.
    const retry = await startPush(cookie, order)
    expect(retry.body.checkoutRequestId).not.toBe(body.checkoutRequestId)
  })

  it('never pushes twice for one attempt: same Idempotency-Key, a double click, or another phone while a prompt is open', async () => {
    const { cookie, order } = await buyerWithOrder()
    const key = randomUUID()
    const payload = { phoneNumber: PHONE, amount: order.mpesa_amount, orderId: order.id }
    const [a, b] = await Promise.all([
      payMpesa(app, cookie, payload, key),
      payMpesa(app, cookie, payload, key),
    ])
    expect(a.json().checkoutRequestId).toBe(b.json().checkoutRequestId)
    const withoutKey = await payMpesa(app, cookie, payload)
    expect(withoutKey.json().checkoutRequestId).toBe(a.json().checkoutRequestId)
    const otherPhone = await payMpesa(app, cookie, { ...payload, phoneNumber: '0722000111' })
    expect(otherPhone.statusCode).toBe(409)
    expect(otherPhone.json().error.code).toBe('payments.mpesa_in_progress')
    expect(await app.db.select().from(transactions).where(eq(transactions.orderId, order.id))).toHaveLength(1)
  })

  it('an order with an open prompt cannot be cancelled; a paid order can be neither cancelled nor paid again', async () => {
    const { cookie, order } = await buyerWithOrder()
    const { attempt } = await startPush(cookie, order)
    const cancel = await as(app, cookie)({ method: 'POST', url: `/api/orders/${order.id}/cancel` })
    expect(cancel.statusCode).toBe(409)
    expect(cancel.json().error.code).toBe('orders.payment_in_progress')
    await postCallback(app, attempt.callbackToken!, successCallback(attempt))
    const cancelPaid = await as(app, cookie)({ method: 'POST', url: `/api/orders/${order.id}/cancel` })
    expect(cancelPaid.json().error).toEqual({
      code: 'orders.not_cancellable',
      message: 'This order has been paid and can no longer be cancelled.',
    })
    const payAgain = await payMpesa(app, cookie, {
      phoneNumber: PHONE,
      amount: order.mpesa_amount,
      orderId: order.id,
    })
    expect(payAgain.statusCode).toBe(409)
    expect(payAgain.json().error.code).toBe('payments.order_paid')
  })

  it('gives reviews their "Verified purchase" once the order is paid', async () => {
    const { cookie, order, product } = await buyerWithOrder()
    const review = async () =>
      (
        await as(
          app,
          cookie,
        )({
          method: 'PUT',
          url: `/api/products/${product.id}/reviews/mine`,
          payload: { rating: 5, comment: 'Good' },
        })
      ).json().items[0].verified_purchase
    expect(await review()).toBe(false)
    const { attempt } = await startPush(cookie, order)
    await postCallback(app, attempt.callbackToken!, successCallback(attempt))
    expect(await review()).toBe(true)
  })
})
