import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signIn } from '../../test/auth-helpers'
import { buildTestApp } from '../../test/test-app'
import { DEMO_PASSWORD } from './demo-users.seeder'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp({ SEED_DEMO: 'true' })
})
afterAll(async () => {
  await app.close()
})

describe('the demo seed at start', () => {
  it('creates the README’s demo accounts with their roles', async () => {
    const admin = await signIn(app, 'admin@soko.demo', DEMO_PASSWORD)
    expect(admin.statusCode).toBe(200)
    const cookie = ([] as string[])
      .concat(admin.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ')
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })
    expect(me.json()).toMatchObject({ role: 'admin', is_admin: true })
    expect((await signIn(app, 'wanjiku@soko.demo', DEMO_PASSWORD)).statusCode).toBe(200)
  })

  it('creates the demo catalogue: 300+ products over 10 categories from 20+ vendors, some out of stock', async () => {
    const page = (await app.inject({ method: 'GET', url: '/api/products?limit=60' })).json()
    expect(page.total).toBeGreaterThanOrEqual(300)
    const categories = (await app.inject({ method: 'GET', url: '/api/products/categories' })).json()
      .categories
    expect(categories).toHaveLength(10)
    const image = await app.inject({ method: 'GET', url: page.items[0].image_url })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/webp')
  })

  it('gives a new admin a living panel: vendors waiting for approval and orders in every status', async () => {
    const signedIn = await signIn(app, 'admin@soko.demo', DEMO_PASSWORD, '10.3.0.1')
    const cookie = ([] as string[])
      .concat(signedIn.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ')
    const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie } })
    const vendors = (await get('/api/admin/vendors')).json().vendors as { verification_status: string }[]
    expect(
      vendors.filter((vendor) => vendor.verification_status === 'pending').length,
    ).toBeGreaterThanOrEqual(3)
    const orders = (await get('/api/admin/orders')).json().orders as { status: string }[]
    expect(new Set(orders.map((order) => order.status))).toEqual(
      new Set(['pending', 'paid', 'processing', 'completed', 'cancelled']),
    )
    const stats = (await get('/api/admin/stats')).json()
    expect(stats.total_revenue).toBeGreaterThan(0)
    expect(stats.recent_activity.length).toBeGreaterThan(0)
  })
})
