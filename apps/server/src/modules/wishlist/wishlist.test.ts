import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { as, signUp } from '../../test/auth-helpers'
import { createProduct } from '../../test/catalogue-helpers'
import { buildTestApp, TEST_ORIGIN } from '../../test/test-app'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app.close()
})

describe('wishlist', () => {
  it('refuses guests with 401', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/wishlist' })).statusCode).toBe(401)
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/wishlist',
          headers: { origin: TEST_ORIGIN },
          payload: {},
        })
      ).statusCode,
    ).toBe(401)
  })

  it('adds, lists, refuses a duplicate with the info message, and removes', async () => {
    const { cookie } = await signUp(app)
    const product = await createProduct(app, { name: 'Kiondo Bag', priceCents: 240_000 })
    const request = as(app, cookie)
    const added = await request({ method: 'POST', url: '/api/wishlist', payload: { product_id: product.id } })
    expect(added.statusCode).toBe(201)
    expect(added.json()).toEqual({ product_id: product.id, products: { name: 'Kiondo Bag' } })
    const duplicate = await request({
      method: 'POST',
      url: '/api/wishlist',
      payload: { product_id: product.id },
    })
    expect(duplicate.statusCode).toBe(409)
    expect(duplicate.json().error).toEqual({
      code: 'wishlist.duplicate',
      message: 'Kiondo Bag is already in your wishlist!',
    })
    const list = (await request({ method: 'GET', url: '/api/wishlist' })).json()
    expect(list.items).toEqual([
      expect.objectContaining({
        product_id: product.id,
        products: expect.objectContaining({ name: 'Kiondo Bag', price: 2400 }),
      }),
    ])
    expect((await request({ method: 'DELETE', url: `/api/wishlist/${product.id}` })).statusCode).toBe(204)
    expect((await request({ method: 'GET', url: '/api/wishlist' })).json().items).toEqual([])
  })

  it('answers an unknown product with the spec’s not-found message', async () => {
    const { cookie } = await signUp(app)
    const response = await as(
      app,
      cookie,
    )({
      method: 'POST',
      url: '/api/wishlist',
      payload: { product_id: '00000000-0000-7000-8000-000000000000' },
    })
    expect(response.statusCode).toBe(404)
    expect(response.json().error.message).toBe('Product not found. Please refresh the page and try again.')
  })

  it("cannot see or delete another user's entry (404)", async () => {
    const owner = await signUp(app)
    const intruder = await signUp(app)
    const product = await createProduct(app)
    await as(app, owner.cookie)({ method: 'POST', url: '/api/wishlist', payload: { product_id: product.id } })
    expect((await as(app, intruder.cookie)({ method: 'GET', url: '/api/wishlist' })).json().items).toEqual([])
    expect(
      (await as(app, intruder.cookie)({ method: 'DELETE', url: `/api/wishlist/${product.id}` })).statusCode,
    ).toBe(404)
    expect((await as(app, owner.cookie)({ method: 'GET', url: '/api/wishlist' })).json().items).toHaveLength(
      1,
    )
  })
})
