import { eq, inArray, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { as, signUp } from '../../test/auth-helpers'
import { createProduct } from '../../test/catalogue-helpers'
import { placeOrder } from '../../test/order-helpers'
import { buildTestApp } from '../../test/test-app'
import { userRoles } from '../users/users.table'
import { productCategoryCounts, products } from './products.table'

let app: FastifyInstance
let admin: ReturnType<typeof as>

beforeAll(async () => {
  app = await buildTestApp()
  const account = await signUp(app, { name: 'Achieng Admin' })
  await app.db.update(userRoles).set({ role: 'admin' }).where(eq(userRoles.userId, account.userId))
  admin = as(app, account.cookie)
})
afterAll(async () => {
  await app.close()
})

/** The kept counts equal a fresh count of the table, and the categories list follows them. */
async function expectExact() {
  const counted = await app.db
    .select({
      category: products.category,
      products: sql<number>`count(*)::int`,
      inStock: sql<number>`(count(*) filter (where ${products.inStock}))::int`,
    })
    .from(products)
    .groupBy(products.category)
    .orderBy(products.category)
  const kept = await app.db
    .select()
    .from(productCategoryCounts)
    .where(sql`${productCategoryCounts.products} <> 0`)
    .orderBy(productCategoryCounts.category)
  expect(kept).toEqual(counted)
  expect(
    await app.db
      .select()
      .from(productCategoryCounts)
      .where(sql`${productCategoryCounts.inStock} < 0`),
  ).toEqual([])
  const listed = (await app.inject({ method: 'GET', url: '/api/products/categories' })).json().categories
  expect(listed).toEqual(
    counted.filter((row) => row.inStock > 0 && row.category !== '').map((row) => row.category),
  )
}

describe('kept category counts (issue 19)', () => {
  it('stay exact through inserts, edits, stock moves, orders and deletes', async () => {
    await expectExact()
    const a = await createProduct(app, { category: 'Books', stockQuantity: 3 })
    const b = await createProduct(app, { category: 'Books', stockQuantity: 0 })
    await createProduct(app, { category: 'Toys', stockQuantity: 1 })
    await createProduct(app, { category: '', stockQuantity: 4 })
    await expectExact()

    // Several rows in one statement, across categories.
    await app.db.insert(products).values([
      { name: 'Kanga', priceCents: 500, category: 'Clothing', stockQuantity: 2 },
      { name: 'Kikoi', priceCents: 700, category: 'Clothing', stockQuantity: 0 },
      { name: 'Atlas', priceCents: 900, category: 'Books', stockQuantity: 9 },
    ])
    await expectExact()

    // The admin panel: create, move to another category, sell out, restock, delete.
    const created = (
      await admin({
        method: 'POST',
        url: '/api/admin/products',
        payload: { name: 'Sufuria', price: 1200, stock_quantity: 2, category: 'Home & Garden' },
      })
    ).json()
    await expectExact()
    await admin({ method: 'PATCH', url: `/api/admin/products/${created.id}`, payload: { category: 'Toys' } })
    await expectExact()
    await admin({ method: 'PATCH', url: `/api/admin/products/${created.id}`, payload: { stock_quantity: 0 } })
    await expectExact()
    await admin({ method: 'PATCH', url: `/api/admin/products/${created.id}`, payload: { stock_quantity: 5 } })
    await expectExact()
    await admin({ method: 'DELETE', url: `/api/admin/products/${created.id}` })
    await expectExact()

    // An order that takes the last items sells the product out; the price change moves nothing.
    const buyer = await signUp(app, { name: 'Otieno Buyer' })
    const order = await placeOrder(app, buyer.cookie, { [a.id]: 3 })
    expect(order.statusCode).toBe(201)
    await expectExact()
    await app.db.update(products).set({ priceCents: 1 }).where(eq(products.category, 'Books'))
    await expectExact()

    // One statement changing many rows' category and stock, then a delete of several.
    await app.db
      .update(products)
      .set({ category: 'Toys', stockQuantity: 7 })
      .where(inArray(products.id, [a.id, b.id]))
    await expectExact()
    await app.db.delete(products).where(eq(products.category, 'Toys'))
    await expectExact()
  })
})
