import { and, eq, sql } from 'drizzle-orm'
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
} from '../../test/payment-helpers'
import { buildTestApp } from '../../test/test-app'
import { queueJobs } from '../queue/queue.table'

// The unpaid-order reminder (decision 014): a scheduled queue job 5 minutes before the reservation ends, a
// notice and an e-mail to the buyer, taken back when the order is paid or cancelled.

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp({ SANDBOX_DARAJA_CALLBACK_DELAY_MS: '3600000', ORDER_RESERVATION_MINUTES: '15' })
  // The Daraja simulator answers pushes over real HTTP on this server's port.
  await app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  await app.close()
})

const reminderOf = async (orderId: string) =>
  (
    await app.db
      .select()
      .from(queueJobs)
      .where(and(eq(queueJobs.kind, 'order.unpaid_reminder'), eq(queueJobs.singletonKey, orderId)))
  )[0]

/** The reminder's time has come (without waiting 10 minutes). */
const reminderIsDue = (orderId: string) =>
  app.db
    .update(queueJobs)
    .set({ runAt: sql`now() - interval '1 second'` })
    .where(and(eq(queueJobs.singletonKey, orderId), eq(queueJobs.status, 'pending')))

async function buyerWithOrder() {
  const user = await signUp(app)
  const product = await createProduct(app, { priceCents: 150_000, stockQuantity: 5 })
  const placed = await placeOrder(
    app,
    user.cookie,
    { [product.id]: 1 },
    {
      details: { ...checkoutDetails, contact_email: user.email },
    },
  )
  expect(placed.statusCode, placed.body).toBe(201)
  return { ...user, order: placed.json() as { id: string; reference: string; mpesa_amount: number } }
}

const noticesOf = async (cookie: string) =>
  (await as(app, cookie)({ method: 'GET', url: '/api/notifications' })).json().items as {
    title: string
    message: string
    action_url: string
  }[]

describe('the unpaid-order reminder', () => {
  it('is scheduled 5 minutes before the reservation ends and reaches the buyer once, as a notice and an e-mail', async () => {
    const buyer = await buyerWithOrder()
    const job = await reminderOf(buyer.order.id)
    const order = (
      await as(app, buyer.cookie)({ method: 'GET', url: `/api/orders/${buyer.order.id}` })
    ).json()
    expect(job).toMatchObject({ status: 'pending', payload: { orderId: buyer.order.id } })
    expect(new Date(order.reserved_until).getTime() - job!.runAt.getTime()).toBe(5 * 60_000)

    // Not before its time.
    await app.jobs.runOnce()
    expect(await mailTo(app, buyer.email)).toHaveLength(0)

    await reminderIsDue(buyer.order.id)
    // The reservation has 15 minutes left in this test, so the reminder moves itself to 5 minutes before.
    await app.jobs.runOnce()
    const moved = await reminderOf(buyer.order.id)
    expect(moved!.status).toBe('pending')
    expect(moved!.runAt.getTime()).toBe(new Date(order.reserved_until).getTime() - 5 * 60_000)
    expect(await mailTo(app, buyer.email)).toHaveLength(0)

    // Five minutes left: the reminder goes out.
    await app.db.execute(
      sql`update orders set reserved_until = now() + interval '5 minutes' where id = ${buyer.order.id}::uuid`,
    )
    await reminderIsDue(buyer.order.id)
    await app.jobs.runOnce()
    const mails = await mailTo(app, buyer.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe(`Order ${buyer.order.reference} is waiting for payment`)
    expect(mails[0]!.text).toContain(`Order ${buyer.order.reference} is not paid yet. Pay within 5 minutes`)
    expect(mails[0]!.text).toContain(`/orders/${buyer.order.id}`)
    expect(
      (await noticesOf(buyer.cookie)).find((n) => n.title === 'Your order is waiting for payment'),
    ).toMatchObject({ action_url: `/orders/${buyer.order.id}` })
    expect((await reminderOf(buyer.order.id))!.status).toBe('done')

    await app.jobs.runOnce()
    expect(await mailTo(app, buyer.email)).toHaveLength(1)
  })

  it('is cancelled when the order is paid: no reminder ever goes out', async () => {
    const buyer = await buyerWithOrder()
    const push = await payMpesa(app, buyer.cookie, {
      phoneNumber: '0712345678',
      amount: buyer.order.mpesa_amount,
      orderId: buyer.order.id,
    })
    expect(push.statusCode, push.body).toBe(200)
    const attempt = await attemptByCheckoutId(app, push.json().checkoutRequestId)
    const ack = await postCallback(app, attempt.callbackToken!, successCallback(attempt))
    expect(ack.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' })

    expect((await reminderOf(buyer.order.id))!.status).toBe('cancelled')
    await reminderIsDue(buyer.order.id)
    await app.jobs.runOnce()
    // The receipt arrives (a queue job of its own), the reminder does not.
    const mails = await eventually(async () => {
      const found = await mailTo(app, buyer.email)
      return found.length ? found : undefined
    })
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your Soko receipt for order ${buyer.order.reference}`,
    ])
    expect((await noticesOf(buyer.cookie)).map((n) => n.title)).not.toContain(
      'Your order is waiting for payment',
    )
  })

  it('is cancelled when the buyer cancels the order, and when the order expires', async () => {
    const cancelled = await buyerWithOrder()
    const response = await as(
      app,
      cancelled.cookie,
    )({ method: 'POST', url: `/api/orders/${cancelled.order.id}/cancel` })
    expect(response.statusCode, response.body).toBe(200)
    expect((await reminderOf(cancelled.order.id))!.status).toBe('cancelled')

    const expired = await buyerWithOrder()
    await app.db.execute(
      sql`update orders set reserved_until = now() - interval '1 second' where id = ${expired.order.id}::uuid`,
    )
    await app.jobs.runOnce()
    expect((await reminderOf(expired.order.id))!.status).toBe('cancelled')

    await reminderIsDue(cancelled.order.id)
    await reminderIsDue(expired.order.id)
    await app.jobs.runOnce()
    expect(await mailTo(app, cancelled.email)).toHaveLength(0)
    expect(await mailTo(app, expired.email)).toHaveLength(0)
  })
})
