import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { as, signUp } from '../../test/auth-helpers'
import { createProduct } from '../../test/catalogue-helpers'
import { buildTestApp } from '../../test/test-app'
import { userRoles } from '../users/users.table'

let app: FastifyInstance
let admin: ReturnType<typeof as>

beforeAll(async () => {
  app = await buildTestApp({ CATALOGUE_TOTAL_SECONDS: '30' })
  const account = await signUp(app, { name: 'Achieng Admin' })
  await app.db.update(userRoles).set({ role: 'admin' }).where(eq(userRoles.userId, account.userId))
  admin = as(app, account.cookie)
})
afterAll(async () => {
  await app.close()
})

const list = async (query: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/products?${query}` })
  expect(res.statusCode).toBe(200)
  return res.json() as { items: unknown[]; total: number; next_cursor: string | null }
}

describe('kept catalogue totals (CATALOGUE_TOTAL_SECONDS, decision 012)', () => {
  it('keeps a filter’s total for every sort, and a write through this server counts afresh', async () => {
    for (let i = 0; i < 30; i++) await createProduct(app, { name: `Kikapu basket ${i}`, category: 'Books' })
    expect((await list('search=kikapu')).total).toBe(30)

    // Another server's write (straight into the table): the kept total stands for a while, on every sort.
    for (let i = 0; i < 3; i++) await createProduct(app, { name: `Kikapu bag ${i}`, category: 'Books' })
    expect((await list('search=kikapu')).total).toBe(30)
    expect((await list('search=kikapu&sort=price_asc')).total).toBe(30)
    // Another filter is its own count.
    expect((await list('search=kikapu&category=Books')).total).toBe(33)

    // A write through this server (the admin panel) forgets the kept totals.
    const created = await admin({
      method: 'POST',
      url: '/api/admin/products',
      payload: { name: 'Kikapu tote', price: 900, stock_quantity: 2, category: 'Books' },
    })
    expect(created.statusCode).toBe(201)
    expect((await list('search=kikapu')).total).toBe(34)
  })

  it('never contradicts the first page: a page that holds every match shows their number', async () => {
    await createProduct(app, { name: 'Zebra mug', category: 'Home & Garden' })
    expect((await list('search=zebra')).total).toBe(1)
    await createProduct(app, { name: 'Zebra plate', category: 'Home & Garden' })
    const page = await list('search=zebra')
    expect(page.items).toHaveLength(2)
    expect(page.total).toBe(2)
  })

  it('still widens a search that finds nothing to words within a typo', async () => {
    const fuzzy = await list('search=kikapuu')
    expect(fuzzy.total).toBeGreaterThan(0)
    expect(fuzzy.items.length).toBe(Math.min(fuzzy.total, 24))
  })
})
