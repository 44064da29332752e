import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { as, signUp } from '../../test/auth-helpers'
import { createProduct } from '../../test/catalogue-helpers'
import { buildTestApp, TEST_ORIGIN } from '../../test/test-app'
import { products } from '../products/products.table'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app.close()
})

describe('cart', () => {
  it('refuses guests with 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/cart'],
      ['POST', '/api/cart/items'],
      ['DELETE', '/api/cart'],
      ['POST', '/api/cart/merge'],
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

  it('adds a product, and adding again increments by one', async () => {
    const { cookie } = await signUp(app)
    const product = await createProduct(app, { name: 'Jiko', priceCents: 110_000, stockQuantity: 4 })
    const request = as(app, cookie)
    await request({ method: 'POST', url: '/api/cart/items', payload: { product_id: product.id } })
    const cart = (
      await request({ method: 'POST', url: '/api/cart/items', payload: { product_id: product.id } })
    ).json()
    expect(cart.items).toHaveLength(1)
    expect(cart.items[0]).toMatchObject({
      product_id: product.id,
      quantity: 2,
      products: { name: 'Jiko', price: 1100, in_stock: true },
    })
    expect(cart).toMatchObject({ count: 2, subtotal: 2200 })
  })

  it.each([
    [{}, 400, 'Invalid product data'],
    [{ product_id: 'abc' }, 400, 'Invalid product data'],
    [
      { product_id: '00000000-0000-7000-8000-000000000000' },
      404,
      'Product not found. Please refresh the page and try again.',
    ],
  ])('answers %j with %i "%s"', async (payload, status, message) => {
    const { cookie } = await signUp(app)
    const response = await as(app, cookie)({ method: 'POST', url: '/api/cart/items', payload })
    expect(response.statusCode).toBe(status)
    expect(response.json().error.message).toBe(message)
  })

  it('refuses an out-of-stock product with "<name> is out of stock."', async () => {
    const { cookie } = await signUp(app)
    const product = await createProduct(app, { name: 'Sold Out Kettle', stockQuantity: 0 })
    const response = await as(
      app,
      cookie,
    )({ method: 'POST', url: '/api/cart/items', payload: { product_id: product.id } })
    expect(response.statusCode).toBe(409)
    expect(response.json().error).toEqual({
      code: 'cart.out_of_stock',
      message: 'Sold Out Kettle is out of stock.',
    })
  })

  it('refuses a quantity above stock, on add and on update, and keeps the line as it was', async () => {
    const { cookie } = await signUp(app)
    const product = await createProduct(app, { name: 'Rare Book', stockQuantity: 2 })
    const request = as(app, cookie)
    const cart = (
      await request({
        method: 'POST',
        url: '/api/cart/items',
        payload: { product_id: product.id, quantity: 2 },
      })
    ).json()
    const third = await request({
      method: 'POST',
      url: '/api/cart/items',
      payload: { product_id: product.id },
    })
    expect(third.statusCode).toBe(409)
    expect(third.json().error.code).toBe('cart.not_enough_stock')
    const update = await request({
      method: 'PATCH',
      url: `/api/cart/items/${cart.items[0].id}`,
      payload: { quantity: 5 },
    })
    expect(update.statusCode).toBe(409)
    expect(update.json().error.message).toBe('Only 2 of Rare Book left in stock.')
    expect((await request({ method: 'GET', url: '/api/cart' })).json().items[0].quantity).toBe(2)
  })

  it('removes a line when its quantity is set to 0', async () => {
    const { cookie } = await signUp(app)
    const product = await createProduct(app)
    const request = as(app, cookie)
    const cart = (
      await request({ method: 'POST', url: '/api/cart/items', payload: { product_id: product.id } })
    ).json()
    const after = (
      await request({ method: 'PATCH', url: `/api/cart/items/${cart.items[0].id}`, payload: { quantity: 0 } })
    ).json()
    expect(after.items).toHaveLength(0)
  })

  it("cannot read, change or delete another user's cart line (404)", async () => {
    const owner = await signUp(app)
    const intruder = await signUp(app)
    const product = await createProduct(app)
    const line = (
      await as(
        app,
        owner.cookie,
      )({ method: 'POST', url: '/api/cart/items', payload: { product_id: product.id } })
    ).json().items[0]
    const request = as(app, intruder.cookie)
    expect((await request({ method: 'GET', url: '/api/cart' })).json().items).toHaveLength(0)
    expect(
      (await request({ method: 'PATCH', url: `/api/cart/items/${line.id}`, payload: { quantity: 3 } }))
        .statusCode,
    ).toBe(404)
    expect((await request({ method: 'DELETE', url: `/api/cart/items/${line.id}` })).statusCode).toBe(404)
    await request({ method: 'DELETE', url: '/api/cart' })
    expect((await as(app, owner.cookie)({ method: 'GET', url: '/api/cart' })).json().items[0]).toMatchObject({
      id: line.id,
      quantity: 1,
    })
  })

  it('flags a line whose price changed since it was added', async () => {
    const { cookie } = await signUp(app)
    const product = await createProduct(app, { priceCents: 100_000 })
    await as(app, cookie)({ method: 'POST', url: '/api/cart/items', payload: { product_id: product.id } })
    await app.db.update(products).set({ priceCents: 120_000 }).where(eq(products.id, product.id))
    const line = (await as(app, cookie)({ method: 'GET', url: '/api/cart' })).json().items[0]
    expect(line).toMatchObject({ price_changed: true, price_when_added: 1000, products: { price: 1200 } })
  })

  it('merges the guest cart: quantities add, capped by stock, unknown products dropped with a note', async () => {
    const { cookie } = await signUp(app)
    const a = await createProduct(app, { name: 'Merge A', stockQuantity: 3 })
    const b = await createProduct(app, { name: 'Merge B', stockQuantity: 10 })
    const request = as(app, cookie)
    await request({ method: 'POST', url: '/api/cart/items', payload: { product_id: a.id, quantity: 2 } })
    const merged = (
      await request({
        method: 'POST',
        url: '/api/cart/merge',
        payload: {
          items: [
            { product_id: a.id, quantity: 2 },
            { product_id: b.id, quantity: 4 },
            { product_id: '00000000-0000-7000-8000-000000000001', quantity: 1 },
          ],
        },
      })
    ).json()
    const quantities = Object.fromEntries(
      merged.items.map((line: { product_id: string; quantity: number }) => [line.product_id, line.quantity]),
    )
    expect(quantities).toEqual({ [a.id]: 3, [b.id]: 4 })
    expect(merged.adjustments).toEqual([
      { product_id: a.id, message: 'Only 3 of Merge A left in stock.' },
      {
        product_id: '00000000-0000-7000-8000-000000000001',
        message: 'Product not found. Please refresh the page and try again.',
      },
    ])
  })
})
