import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/client'
import { as, signUp } from '../../test/auth-helpers'
import { createProduct } from '../../test/catalogue-helpers'
import { checkoutDetails } from '../../test/order-helpers'
import { attemptByCheckoutId, payMpesa, postCallback, successCallback } from '../../test/payment-helpers'
import { buildTestApp } from '../../test/test-app'
import { codedError } from '../../lib/errors'
import type { OrderLineKind } from '../orders/order-lines.types'
import { orders } from '../orders/orders.table'
import { products } from '../products/products.table'
import { userRoles } from '../users/users.table'

// A second kind of order line that exists only in this test: seats of a test event, kept in a table the
// test creates. It goes through the same registry as products, so checkout cannot tell it apart from a vertical.
const seatsShort = codedError('test.seats_short', 409, 'Not enough seats.')
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows
const testSeats: OrderLineKind = {
  kind: 'test_seat',
  ships: false,
  async take(tx: Db, lines) {
    const stored = []
    for (const line of lines) {
      const [row] = rowsOf(
        await tx.execute(sql`update test_seats set available = available - ${line.quantity}
          where id = ${line.referenceId} and available >= ${line.quantity} returning name, price_cents`),
      )
      if (!row) throw seatsShort()
      stored.push({
        kind: 'test_seat',
        referenceId: line.referenceId,
        name: String(row.name),
        imageUrl: null,
        quantity: line.quantity,
        priceAtPurchaseCents: Number(row.price_cents),
      })
    }
    return stored
  },
  async release(tx, lines) {
    for (const line of lines)
      await tx.execute(
        sql`update test_seats set available = available + ${line.quantity} where id = ${line.referenceId}`,
      )
  },
  async retake(tx, lines) {
    for (const line of lines) {
      const taken = rowsOf(
        await tx.execute(sql`update test_seats set available = available - ${line.quantity}
          where id = ${line.referenceId} and available >= ${line.quantity} returning id`),
      )
      if (!taken.length) return false
    }
    return true
  },
  describe: (line) => `${line.quantity} seat(s) at ${line.name}`,
}

let app: FastifyInstance
let admin: ReturnType<typeof as>
const SEAT = '00000000-0000-7000-8000-00000000a11e'

beforeAll(async () => {
  // Callbacks are delivered by the test itself, when it chooses.
  app = await buildTestApp({ SANDBOX_DARAJA_CALLBACK_DELAY_MS: '3600000' }, undefined, undefined, {
    orderLineKinds: [testSeats],
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  await app.db.execute(
    sql`create table test_seats (id text primary key, name text not null, price_cents int not null, available int not null)`,
  )
  await app.db.execute(sql`insert into test_seats values (${SEAT}, 'Test Gala', 250000, 3)`)
  const account = await signUp(app)
  await app.db.update(userRoles).set({ role: 'admin' }).where(eq(userRoles.userId, account.userId))
  admin = as(app, account.cookie)
})
afterAll(async () => {
  await app.close()
})

const seatsLeft = async () =>
  Number(rowsOf(await app.db.execute(sql`select available from test_seats where id = ${SEAT}`))[0]!.available)
const stockOf = async (id: string) =>
  (await app.db.select().from(products).where(eq(products.id, id)))[0]!.stockQuantity

describe('an order with a product line and a second kind of line', () => {
  it('keeps both kinds of capacity exact through place, late payment after expiry, admin cancel and reopen', async () => {
    const buyer = await signUp(app)
    const product = await createProduct(app, { priceCents: 100_000, stockQuantity: 5 })
    const capacity = async () => ({ stock: await stockOf(product.id), seats: await seatsLeft() })

    // Placed: each kind takes its own capacity, priced by its own module.
    const { order } = await app.checkout.place(buyer.userId, {
      details: { ...checkoutDetails, contact_email: buyer.email },
      lines: [
        { kind: 'product', referenceId: product.id, quantity: 2 },
        { kind: 'test_seat', referenceId: SEAT, quantity: 2 },
      ],
    })
    expect(order.total_amount_cents).toBe(2 * 100_000 + 2 * 250_000)
    expect(order.items.map((item) => [item.kind, item.reference_id, item.quantity])).toEqual(
      expect.arrayContaining([
        ['product', product.id, 2],
        ['test_seat', SEAT, 2],
      ]),
    )
    expect(await capacity()).toEqual({ stock: 3, seats: 1 })

    // A short line of either kind refuses the whole order and takes nothing.
    await expect(
      app.checkout.place(buyer.userId, {
        details: checkoutDetails,
        lines: [
          { kind: 'product', referenceId: product.id, quantity: 1 },
          { kind: 'test_seat', referenceId: SEAT, quantity: 2 },
        ],
      }),
    ).rejects.toMatchObject({ code: 'test.seats_short' })
    await expect(
      app.checkout.place(buyer.userId, {
        details: checkoutDetails,
        lines: [{ kind: 'gift_card', referenceId: SEAT, quantity: 1 }],
      }),
    ).rejects.toMatchObject({ code: 'orders.unknown_line_kind' })
    expect(await capacity()).toEqual({ stock: 3, seats: 1 })

    // An M-Pesa prompt is sent, the customer does not answer in time, and the sweep expires the order.
    const push = await payMpesa(app, buyer.cookie, {
      phoneNumber: '0712 345 678',
      amount: order.mpesa_amount,
      orderId: order.id,
    })
    expect(push.statusCode, push.body).toBe(200)
    const attempt = await attemptByCheckoutId(app, push.json().checkoutRequestId)
    await app.db
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 1000), paymentHoldUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id))
    await app.jobs.runOnce()
    const expired = (await app.db.select().from(orders).where(eq(orders.id, order.id)))[0]!
    expect(expired.status).toBe('cancelled')
    expect(await capacity()).toEqual({ stock: 5, seats: 3 })

    // The money arrives late: both kinds are taken again and the order is paid.
    expect((await postCallback(app, attempt.callbackToken!, successCallback(attempt))).statusCode).toBe(200)
    const paid = (await app.db.select().from(orders).where(eq(orders.id, order.id)))[0]!
    expect(paid).toMatchObject({ status: 'paid', paymentStatus: 'paid', refundDue: false })
    expect(await capacity()).toEqual({ stock: 3, seats: 1 })

    // The customer can no longer cancel a paid order; an admin can, and the money is owed back.
    const refused = await as(app, buyer.cookie)({ method: 'POST', url: `/api/orders/${order.id}/cancel` })
    expect(refused.statusCode).toBe(409)
    expect(await capacity()).toEqual({ stock: 3, seats: 1 })
    const cancelled = await admin({
      method: 'PATCH',
      url: `/api/admin/orders/${order.id}`,
      payload: { status: 'cancelled' },
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', refund_due: true })
    expect(await capacity()).toEqual({ stock: 5, seats: 3 })

    // Someone else takes two seats: reopening cannot take the order's seats, so it takes nothing at all.
    const other = await signUp(app)
    const { order: otherOrder } = await app.checkout.place(other.userId, {
      details: checkoutDetails,
      lines: [{ kind: 'test_seat', referenceId: SEAT, quantity: 2 }],
    })
    expect(await capacity()).toEqual({ stock: 5, seats: 1 })
    const blocked = await admin({
      method: 'PATCH',
      url: `/api/admin/orders/${order.id}`,
      payload: { status: 'processing' },
    })
    expect(blocked.statusCode).toBe(409)
    expect(blocked.json().error.code).toBe('order_not_reopenable')
    expect(await capacity()).toEqual({ stock: 5, seats: 1 })

    // The other order is cancelled; now the admin reopens ours and both kinds are taken again.
    const otherCancelled = await as(
      app,
      other.cookie,
    )({
      method: 'POST',
      url: `/api/orders/${otherOrder.id}/cancel`,
    })
    expect(otherCancelled.statusCode, otherCancelled.body).toBe(200)
    expect(await capacity()).toEqual({ stock: 5, seats: 3 })
    const reopened = await admin({
      method: 'PATCH',
      url: `/api/admin/orders/${order.id}`,
      payload: { status: 'processing' },
    })
    expect(reopened.statusCode, reopened.body).toBe(200)
    expect(reopened.json()).toMatchObject({ status: 'processing', refund_due: false })
    expect(await capacity()).toEqual({ stock: 3, seats: 1 })

    // Every move is on the order's timeline.
    const detail = (await as(app, buyer.cookie)({ method: 'GET', url: `/api/orders/${order.id}` })).json()
    expect(detail.timeline.map((entry: { event: string }) => entry.event)).toEqual([
      'placed',
      'payment_started',
      'expired',
      'paid',
      'cancelled',
      'processing',
    ])
  })
})

describe('money for an order an admin had moved on', () => {
  it('is recorded on the order, its status kept, and paid for once', async () => {
    const buyer = await signUp(app)
    const product = await createProduct(app, { priceCents: 50_000, stockQuantity: 2 })
    const { order } = await app.checkout.place(buyer.userId, {
      details: checkoutDetails,
      lines: [{ kind: 'product', referenceId: product.id, quantity: 1 }],
    })
    const moved = await admin({
      method: 'PATCH',
      url: `/api/admin/orders/${order.id}`,
      payload: { status: 'processing' },
    })
    expect(moved.statusCode, moved.body).toBe(200)

    const proof = { method: 'mpesa', reference: 'SKP1ACE000', receipt: 'SKP1ACE000' }
    expect((await app.checkout.paymentSucceeded(order.id, proof)).outcome).toBe('paid')
    expect((await app.checkout.paymentSucceeded(order.id, proof)).outcome).toBe('already_paid')
    const [row] = await app.db.select().from(orders).where(eq(orders.id, order.id))
    expect(row).toMatchObject({ status: 'processing', paymentStatus: 'paid', paymentReceipt: 'SKP1ACE000' })
    expect(await stockOf(product.id)).toBe(1)
  })
})
