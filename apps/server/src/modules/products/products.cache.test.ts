import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProduct } from '../../test/catalogue-helpers'
import { buildTestApp } from '../../test/test-app'

let app: FastifyInstance

beforeAll(async () => {
  app = await buildTestApp({ CATALOGUE_CACHE_SECONDS: '10' })
})
afterAll(async () => {
  await app.close()
})

const list = (query: string) => app.inject({ method: 'GET', url: `/api/products?${query}` })

describe('the catalogue cache (CATALOGUE_CACHE_SECONDS)', () => {
  it('answers the same page from memory for a few seconds, as browsers are told they may', async () => {
    await createProduct(app, { name: 'Kiondo basket', category: 'Home & Garden' })
    const first = await list('search=kiondo&category=Home+%26+Garden')
    expect(first.statusCode).toBe(200)
    expect(first.headers['content-type']).toContain('application/json')
    expect(first.headers['cache-control']).toBe('public, max-age=30')
    expect(first.json()).toMatchObject({ total: 1, items: [{ name: 'Kiondo basket' }] })

    await createProduct(app, { name: 'Kiondo bag', category: 'Home & Garden' })
    const cached = await list('search=kiondo&category=Home+%26+Garden')
    expect(cached.body).toBe(first.body)
    // Another page (another key) is computed afresh and sees the new product.
    expect((await list('search=kiondo&category=Home+%26+Garden&sort=price_asc')).json()).toMatchObject({
      total: 2,
    })
  })

  it('still validates every query: a bad one is a 400, never a cached page', async () => {
    const res = await list('sort=sideways')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: { code: 'validation_failed' } })
  })
})
