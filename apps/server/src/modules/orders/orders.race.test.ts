import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../../test/auth-helpers'
import { createProduct } from '../../test/catalogue-helpers'
import { placeOrder } from '../../test/order-helpers'
import { buildTestApp } from '../../test/test-app'
import { products } from '../products/products.table'
import { orders } from './orders.table'

// Meaningful on PostgreSQL (TEST_DATABASE_URL), where the 50 requests run in concurrent transactions on
// several connections; PGlite runs one query at a time, so there it only checks the same totals.
let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app.close()
})

describe('stock under contention', () => {
  it('50 concurrent buyers of a product with 10 in stock make exactly 10 orders; stock ends at 0', async () => {
    const product = await createProduct(app, {
      name: 'Hot Deal Phone',
      stockQuantity: 10,
      priceCents: 999_900,
    })
    const buyers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => signUp(app, { ip: `10.9.${Math.floor(i / 20)}.${i % 20}` })),
    )
    const responses = await Promise.all(
      buyers.map(({ cookie }) => placeOrder(app, cookie, { [product.id]: 1 })),
    )

    const statuses = responses.map((response) => response.statusCode)
    expect(statuses.filter((status) => status === 201)).toHaveLength(10)
    expect(statuses.filter((status) => status === 409)).toHaveLength(40)
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().error).toEqual({
        code: 'orders.insufficient_stock',
        message: 'Order failed: Hot Deal Phone is out of stock.',
      })
    }
    const [row] = await app.db.select().from(products).where(eq(products.id, product.id))
    expect(row).toMatchObject({ stockQuantity: 0, inStock: false })
    expect(await app.db.$count(orders)).toBe(10)
  })
})
