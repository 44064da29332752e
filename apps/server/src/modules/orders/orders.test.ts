import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { as, signUp } from '../../test/auth-helpers'
import { createProduct } from '../../test/catalogue-helpers'
import { checkoutDetails, placeOrder } from '../../test/order-helpers'
import { buildTestApp, TEST_ORIGIN } from '../../test/test-app'
import { products } from '../products/products.table'
import { orders } from './orders.table'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app.close()
})

const stockOf = async (id: string) =>
  (await app.db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, id)))[0]!.stock

const ordersOf = async (userId: string) => app.db.select().from(orders).where(eq(orders.userId, userId))

describe('orders', () => {
  it('refuses guests with 401', async () => {
    for (const [method, url] of [
      ['POST', '/api/orders'],
      ['GET', '/api/orders'],
      ['GET', `/api/orders/${randomUUID()}`],
      ['POST', `/api/orders/${randomUUID()}/cancel`],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        headers: { origin: TEST_ORIGIN },
        ...(method === 'POST' ? { payload: {} } : {}),
      })
      expect(response.statusCode, `${method} ${url}`).toBe(401)
    }
  })

  it('prices the lines from the catalogue, ignoring prices sent by the browser, and reserves the stock', async () => {
    const { cookie, userId } = await signUp(app)
    const jiko = await createProduct(app, { name: 'Jiko', priceCents: 110_050, stockQuantity: 5 })
    const response = await as(
      app,
      cookie,
    )({
      method: 'POST',
      url: '/api/orders',
      payload: { ...checkoutDetails, items: [{ product_id: jiko.id, quantity: 2, price_at_purchase: 1 }] },
    })
    expect(response.statusCode).toBe(201)
    const order = response.json()
    expect(order).toMatchObject({
      user_id: userId,
      status: 'pending',
      payment_status: 'pending',
      payment_method: null,
      total_amount: 2201,
      total_amount_cents: 220_100,
      mpesa_amount: 2201,
      currency: 'KES',
      shipping_address: 'Moi Avenue 12',
      shipping_city: 'Nairobi',
      contact_email: 'buyer@example.co.ke',
      item_count: 2,
      items: [
        {
          kind: 'product',
          product_id: jiko.id,
          name: 'Jiko',
          quantity: 2,
          price_at_purchase: 1100.5,
          price_at_purchase_cents: 110_050,
          line_total_cents: 220_100,
        },
      ],
      timeline: [{ event: 'placed' }],
    })
    const minutesLeft = (new Date(order.reserved_until).getTime() - Date.now()) / 60_000
    expect(minutesLeft).toBeGreaterThan(14)
    expect(minutesLeft).toBeLessThanOrEqual(15)
    expect(await stockOf(jiko.id)).toBe(3)
  })

  it('orders the server cart when no lines are sent', async () => {
    const { cookie } = await signUp(app)
    const product = await createProduct(app, { priceCents: 50_000, stockQuantity: 4 })
    await as(
      app,
      cookie,
    )({ method: 'POST', url: '/api/cart/items', payload: { product_id: product.id, quantity: 3 } })
    const order = (await placeOrder(app, cookie, undefined)).json()
    expect(order).toMatchObject({
      total_amount_cents: 150_000,
      items: [{ product_id: product.id, quantity: 3 }],
    })
    // The cart is emptied only when the order is paid.
    expect((await as(app, cookie)({ method: 'GET', url: '/api/cart' })).json().count).toBe(3)
  })

  it('when one line lacks stock, writes nothing and answers "Order failed: ..." naming the product', async () => {
    const { cookie, userId } = await signUp(app)
    const plenty = await createProduct(app, { name: 'Plenty', stockQuantity: 10 })
    const scarce = await createProduct(app, { name: 'Scarce Lamp', stockQuantity: 1 })
    const gone = await createProduct(app, { name: 'Gone Radio', stockQuantity: 0 })

    const short = await placeOrder(app, cookie, { [plenty.id]: 2, [scarce.id]: 2 })
    expect(short.statusCode).toBe(409)
    expect(short.json().error).toEqual({
      code: 'orders.insufficient_stock',
      message: 'Order failed: Only 1 of Scarce Lamp left in stock.',
    })
    const out = await placeOrder(app, cookie, { [gone.id]: 1, [plenty.id]: 1 })
    expect(out.json().error.message).toBe('Order failed: Gone Radio is out of stock.')

    expect(await stockOf(plenty.id)).toBe(10)
    expect(await stockOf(scarce.id)).toBe(1)
    expect(await ordersOf(userId)).toHaveLength(0)
  })

  it.each([
    [{ shipping_address: '' }, 400, 'Please fill in all shipping information (address and city).'],
    [{ shipping_city: undefined }, 400, 'Please fill in all shipping information (address and city).'],
    [{ contact_phone: ' ' }, 400, 'Please fill in your contact information (phone and email).'],
    [{ contact_email: '' }, 400, 'Please fill in your contact information (phone and email).'],
  ])('refuses checkout details %j with the spec message', async (change, status, message) => {
    const { cookie } = await signUp(app)
    const product = await createProduct(app)
    const response = await placeOrder(
      app,
      cookie,
      { [product.id]: 1 },
      { details: { ...checkoutDetails, ...change } },
    )
    expect(response.statusCode).toBe(status)
    expect(response.json().error.message).toBe(message)
  })

  it('refuses an empty order with "Order total must be greater than zero." and an unknown product with 404', async () => {
    const { cookie } = await signUp(app)
    const empty = await placeOrder(app, cookie, {})
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error).toEqual({
      code: 'orders.total_not_positive',
      message: 'Order total must be greater than zero.',
    })
    const unknown = await placeOrder(app, cookie, { [randomUUID()]: 1 })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.message).toBe('Product not found. Please refresh the page and try again.')
  })

  it('with the same Idempotency-Key, a retried or doubled request makes one order, never two', async () => {
    const { cookie, userId } = await signUp(app)
    const product = await createProduct(app, { stockQuantity: 10 })
    const key = randomUUID()
    const first = await placeOrder(app, cookie, { [product.id]: 2 }, { key })
    const again = await placeOrder(app, cookie, { [product.id]: 2 }, { key })
    expect(first.statusCode).toBe(201)
    expect(again.statusCode).toBe(201)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json().id).toBe(first.json().id)

    const doubleKey = randomUUID()
    const doubled = await Promise.all(
      [1, 2, 3].map(() => placeOrder(app, cookie, { [product.id]: 1 }, { key: doubleKey })),
    )
    expect(new Set(doubled.map((response) => response.json().id)).size).toBe(1)
    expect(await ordersOf(userId)).toHaveLength(2)
    expect(await stockOf(product.id)).toBe(7)

    const reused = await placeOrder(app, cookie, { [product.id]: 5 }, { key })
    expect(reused.statusCode).toBe(422)
    expect(reused.json().error.code).toBe('idempotency.key_reused')
  })

  it("answers 404 for another user's order, and lists only one's own, newest first, in pages", async () => {
    const owner = await signUp(app)
    const intruder = await signUp(app)
    const product = await createProduct(app, { stockQuantity: 10 })
    const ids: string[] = []
    for (let i = 0; i < 3; i++) ids.push((await placeOrder(app, owner.cookie, { [product.id]: 1 })).json().id)

    const asIntruder = as(app, intruder.cookie)
    expect((await asIntruder({ method: 'GET', url: `/api/orders/${ids[0]}` })).statusCode).toBe(404)
    expect((await asIntruder({ method: 'POST', url: `/api/orders/${ids[0]}/cancel` })).statusCode).toBe(404)
    expect((await asIntruder({ method: 'GET', url: '/api/orders' })).json().items).toHaveLength(0)
    expect((await asIntruder({ method: 'GET', url: '/api/orders/not-a-uuid' })).statusCode).toBe(404)

    const asOwner = as(app, owner.cookie)
    const page1 = (await asOwner({ method: 'GET', url: '/api/orders?limit=2' })).json()
    expect(page1.items.map((order: { id: string }) => order.id)).toEqual([ids[2], ids[1]])
    const page2 = (
      await asOwner({ method: 'GET', url: `/api/orders?limit=2&cursor=${page1.next_cursor}` })
    ).json()
    expect(page2.items.map((order: { id: string }) => order.id)).toEqual([ids[0]])
    expect(page2.next_cursor).toBeNull()
    const detail = (await asOwner({ method: 'GET', url: `/api/orders/${ids[1]}` })).json()
    expect(detail).toMatchObject({ id: ids[1], timeline: [{ event: 'placed' }] })
  })

  it('cancels an unpaid order and releases its stock; cancelling again changes nothing', async () => {
    const { cookie } = await signUp(app)
    const product = await createProduct(app, { stockQuantity: 4 })
    const order = (await placeOrder(app, cookie, { [product.id]: 3 })).json()
    expect(await stockOf(product.id)).toBe(1)
    const cancelled = (
      await as(app, cookie)({ method: 'POST', url: `/api/orders/${order.id}/cancel` })
    ).json()
    expect(cancelled).toMatchObject({ status: 'cancelled', reserved_until: null })
    expect(cancelled.timeline.map((entry: { event: string }) => entry.event)).toEqual(['placed', 'cancelled'])
    expect(cancelled.cancelled_at).toEqual(expect.any(String))
    expect(await stockOf(product.id)).toBe(4)
    const again = await as(app, cookie)({ method: 'POST', url: `/api/orders/${order.id}/cancel` })
    expect(again.statusCode).toBe(200)
    expect(await stockOf(product.id)).toBe(4)
  })

  it('the expiry sweep cancels unpaid orders past their reservation and releases the stock, sparing held ones', async () => {
    const { cookie } = await signUp(app)
    const product = await createProduct(app, { stockQuantity: 6 })
    const expired = (await placeOrder(app, cookie, { [product.id]: 2 })).json()
    const held = (await placeOrder(app, cookie, { [product.id]: 1 })).json()
    const fresh = (await placeOrder(app, cookie, { [product.id]: 1 })).json()
    const past = new Date(Date.now() - 60_000)
    await app.db.update(orders).set({ reservedUntil: past }).where(eq(orders.id, expired.id))
    // A payment in flight (an open STK prompt) holds the order past its reservation.
    await app.db
      .update(orders)
      .set({ reservedUntil: past, paymentHoldUntil: new Date(Date.now() + 60_000) })
      .where(eq(orders.id, held.id))
    expect(await stockOf(product.id)).toBe(2)

    const result = await app.jobs.runOnce()
    expect(result.expiredOrders).toBe(1)
    const request = as(app, cookie)
    const after = (await request({ method: 'GET', url: `/api/orders/${expired.id}` })).json()
    expect(after).toMatchObject({ status: 'cancelled', payment_status: 'pending' })
    expect(after.timeline.at(-1).event).toBe('expired')
    expect((await request({ method: 'GET', url: `/api/orders/${held.id}` })).json().status).toBe('pending')
    expect((await request({ method: 'GET', url: `/api/orders/${fresh.id}` })).json().status).toBe('pending')
    expect(await stockOf(product.id)).toBe(4)
    expect((await app.jobs.runOnce()).expiredOrders).toBe(0)
    expect(await stockOf(product.id)).toBe(4)
  })
})
