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
})
