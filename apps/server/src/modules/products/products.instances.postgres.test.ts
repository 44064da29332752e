import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase } from '../../db/client'
import { as, signUp } from '../../test/auth-helpers'
import { createProduct } from '../../test/catalogue-helpers'
import { buildTestApp } from '../../test/test-app'
import { createTestDatabase, type TestDatabase } from '../../test/test-database'
import { userRoles } from '../users/users.table'
import { products } from './products.table'

// Two server instances on one PostgreSQL database, each with its own connections (and so its own LISTEN),
// as two machines behind a load balancer (decision 015). PostgreSQL only: PGlite is one process.

describe('the catalogue page cache across instances', () => {
  let database: TestDatabase
  let one: FastifyInstance
  let two: FastifyInstance
  beforeAll(async () => {
    database = await createTestDatabase()
    const cached = { CATALOGUE_CACHE_SECONDS: '10', CATALOGUE_TOTAL_SECONDS: '30' }
    one = await buildTestApp(cached, database)
    two = await buildTestApp(
      cached,
      await createDatabase({ kind: 'postgres', url: database.url!, maxConnections: 3 }),
    )
  })
  afterAll(async () => {
    await two?.close()
    await one?.close()
  })

  it('a price, stock or new product changed through one instance is not served stale by the other', async () => {
    const account = await signUp(one, { name: 'Wanjiru Admin' })
    await one.db.update(userRoles).set({ role: 'admin' }).where(eq(userRoles.userId, account.userId))
    const admin = as(one, account.cookie)
    const kiondo = await createProduct(one, {
      name: 'Kiondo basket',
      category: 'Home & Garden',
      priceCents: 120_000,
    })
    const page = async () =>
      (await two.inject({ method: 'GET', url: '/api/products?search=kiondo' })).json() as {
        total: number
        items: { name: string; price: number; stock_quantity: number }[]
      }
    expect(await page()).toMatchObject({ total: 1, items: [{ price: 1200, stock_quantity: 5 }] })

    const changed = await admin({
      method: 'PATCH',
      url: `/api/admin/products/${kiondo.id}`,
      payload: { price: 1500, stock_quantity: 2 },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    // The other instance hears of it over LISTEN/NOTIFY: well under its 10 s.
    await expect
      .poll(async () => (await page()).items[0], { timeout: 3000, interval: 50 })
      .toMatchObject({ price: 1500, stock_quantity: 2 })

    const created = await admin({
      method: 'POST',
      url: '/api/admin/products',
      payload: { name: 'Kiondo bag', price: 900, category: 'Home & Garden', stock_quantity: 3 },
    })
    expect(created.statusCode, created.body).toBe(201)
    await expect.poll(async () => (await page()).total, { timeout: 3000, interval: 50 }).toBe(2)
  })
})

describe('catalogue reads on a read replica (DATABASE_READ_URL)', () => {
  let primary: TestDatabase
  let replica: TestDatabase
  let app: FastifyInstance
  beforeAll(async () => {
    primary = await createTestDatabase()
    // A second database stands in for the replica: what only it holds shows where each read went.
    replica = await createTestDatabase()
    await replica.migrate()
    app = await buildTestApp(
      {},
      await createDatabase({ kind: 'postgres', url: primary.url!, readUrl: replica.url!, maxConnections: 3 }),
    )
  })
  afterAll(async () => {
    await app?.close()
    await replica?.close()
    await primary?.close()
  })

  it('the public catalogue reads the replica; a cart reads and writes the primary', async () => {
    const [onReplica] = await replica.db
      .insert(products)
      .values({
        name: 'Replica radio',
        description: 'x',
        priceCents: 5000,
        category: 'Electronics',
        stockQuantity: 4,
      })
      .returning()
    const onPrimary = await createProduct(app, { name: 'Primary radio', category: 'Electronics' })

    const list = (await app.inject({ method: 'GET', url: '/api/products?search=radio' })).json() as {
      items: { name: string }[]
    }
    expect(list.items.map((item) => item.name)).toEqual(['Replica radio'])
    expect((await app.inject({ method: 'GET', url: `/api/products/${onReplica!.id}` })).statusCode).toBe(200)

    // Read-your-own-writes: the cart checks the product on the primary, where the write will go.
    const buyer = await signUp(app)
    const cart = as(app, buyer.cookie)
    const add = (productId: string) =>
      cart({ method: 'POST', url: '/api/cart/items', payload: { product_id: productId, quantity: 1 } })
    expect((await add(onPrimary.id)).statusCode).toBe(200)
    expect((await add(onReplica!.id)).statusCode).toBe(404)
  })
})
