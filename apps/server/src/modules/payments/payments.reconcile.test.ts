import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { as, signUp } from '../../test/auth-helpers'
import { createProduct } from '../../test/catalogue-helpers'
import { checkoutDetails, placeOrder } from '../../test/order-helpers'
import { attemptByCheckoutId, mailTo, payMpesa } from '../../test/payment-helpers'
import { buildTestApp } from '../../test/test-app'
import { orders } from '../orders/orders.table'
import { products } from '../products/products.table'
import { transactions } from './payments.table'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp({ SANDBOX_DARAJA_CALLBACK_DELAY_MS: '3600000' })
  await app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  await app.close()
})

describe('reconciliation of money already received', () => {
  it('pays an order whose payment completed without it (as a crash between the two once left them), and the sweep never cancels it', async () => {
    const buyer = await signUp(app)
    const product = await createProduct(app, { priceCents: 120_000, stockQuantity: 4 })
    const order = (
      await placeOrder(
        app,
        buyer.cookie,
        { [product.id]: 1 },
        {
          details: { ...checkoutDetails, contact_email: buyer.email },
        },
      )
    ).json()
    const push = await payMpesa(app, buyer.cookie, {
      phoneNumber: '0712 345 678',
      amount: order.mpesa_amount,
      orderId: order.id,
    })
    const attempt = await attemptByCheckoutId(app, push.json().checkoutRequestId)
    // The payment's record says completed; the order was never moved, and its reservation ran out.
    await app.db
      .update(transactions)
      .set({ status: 'completed', paymentRef: 'SKR3PA1R00', completedAt: new Date() })
      .where(eq(transactions.id, attempt.id))
    await app.db
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 60_000), paymentHoldUntil: null })
      .where(eq(orders.id, order.id))

    await app.jobs.runOnce()
    await app.jobs.runOnce()

    const [after] = await app.db.select().from(orders).where(eq(orders.id, order.id))
    expect(after).toMatchObject({
      status: 'paid',
      paymentStatus: 'paid',
      transactionId: 'SKR3PA1R00',
      paymentReceipt: 'SKR3PA1R00',
    })
    const [stock] = await app.db.select().from(products).where(eq(products.id, product.id))
    expect(stock!.stockQuantity).toBe(3)
    expect((await mailTo(app, buyer.email)).filter((mail) => mail.subject.includes('receipt'))).toHaveLength(
      1,
    )
    const read = (await as(app, buyer.cookie)({ method: 'GET', url: `/api/orders/${order.id}` })).json()
    expect(read).toMatchObject({ mpesa_receipt_number: 'SKR3PA1R00', payment_receipt: 'SKR3PA1R00' })
  })
})
