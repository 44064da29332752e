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

const productOf = async (id: string) =>
  (await app.inject({ method: 'GET', url: `/api/products/${id}` })).json().product

describe('reviews', () => {
  it('keeps one review per user, editable and deletable, and the product rating follows', async () => {
    const product = await createProduct(app)
    const alice = await signUp(app, { name: 'Alice Wanjiru' })
    const bob = await signUp(app)
    await as(
      app,
      alice.cookie,
    )({
      method: 'PUT',
      url: `/api/products/${product.id}/reviews/mine`,
      payload: { rating: 5, comment: 'Excellent' },
    })
    const both = (
      await as(
        app,
        bob.cookie,
      )({ method: 'PUT', url: `/api/products/${product.id}/reviews/mine`, payload: { rating: 2 } })
    ).json()
    expect(both).toMatchObject({ rating: 3.5, total_reviews: 2 })
    expect(await productOf(product.id)).toMatchObject({ rating: 3.5, total_reviews: 2 })

    const edited = (
      await as(
        app,
        alice.cookie,
      )({
        method: 'PUT',
        url: `/api/products/${product.id}/reviews/mine`,
        payload: { rating: 4, comment: 'Good' },
      })
    ).json()
    expect(edited).toMatchObject({ rating: 3, total_reviews: 2 })
    const mine = edited.items.find((review: { is_mine: boolean }) => review.is_mine)
    expect(mine).toMatchObject({
      rating: 4,
      comment: 'Good',
      author: 'Alice Wanjiru',
      verified_purchase: false,
    })

    expect(
      (await as(app, bob.cookie)({ method: 'DELETE', url: `/api/products/${product.id}/reviews/mine` }))
        .statusCode,
    ).toBe(204)
    expect(await productOf(product.id)).toMatchObject({ rating: 4, total_reviews: 1 })
    expect(
      (await as(app, bob.cookie)({ method: 'DELETE', url: `/api/products/${product.id}/reviews/mine` }))
        .statusCode,
    ).toBe(404)
  })

  it('refuses a rating outside 1-5 and guests', async () => {
    const product = await createProduct(app)
    const { cookie } = await signUp(app)
    const bad = await as(
      app,
      cookie,
    )({ method: 'PUT', url: `/api/products/${product.id}/reviews/mine`, payload: { rating: 6 } })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.message).toBe('Please choose a rating from 1 to 5 stars.')
    const guest = await app.inject({
      method: 'PUT',
      url: `/api/products/${product.id}/reviews/mine`,
      headers: { origin: TEST_ORIGIN },
      payload: { rating: 5 },
    })
    expect(guest.statusCode).toBe(401)
  })

  it("lists the user's own reviews with product names", async () => {
    const product = await createProduct(app, { name: 'Reviewed Radio' })
    const { cookie } = await signUp(app)
    await as(
      app,
      cookie,
    )({ method: 'PUT', url: `/api/products/${product.id}/reviews/mine`, payload: { rating: 3 } })
    const mine = (await as(app, cookie)({ method: 'GET', url: '/api/me/reviews' })).json()
    expect(mine.items).toEqual([
      expect.objectContaining({ product_name: 'Reviewed Radio', rating: 3, is_mine: true }),
    ])
  })
})
