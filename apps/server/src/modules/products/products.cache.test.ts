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

describe('the catalogue with its cache off (CATALOGUE_CACHE_SECONDS=0)', () => {
  let uncached: FastifyInstance
  beforeAll(async () => {
    uncached = await buildTestApp({ CATALOGUE_CACHE_SECONDS: '0' })
  })
  afterAll(async () => {
    await uncached.close()
  })
  const listUncached = (query: string) => uncached.inject({ method: 'GET', url: `/api/products?${query}` })

  it('answers a burst of identical requests alike, and the request after a write sees it', async () => {
    await createProduct(uncached, { name: 'Sisal mat', category: 'Home & Garden' })
    const burst = await Promise.all(Array.from({ length: 20 }, () => listUncached('search=sisal')))
    expect(new Set(burst.map((res) => res.statusCode))).toEqual(new Set([200]))
    expect(new Set(burst.map((res) => res.body)).size).toBe(1)
    expect(burst[0]!.json()).toMatchObject({ total: 1, items: [{ name: 'Sisal mat' }] })

    await createProduct(uncached, { name: 'Sisal rug', category: 'Home & Garden' })
    const [during, after] = await Promise.all([listUncached('search=sisal'), listUncached('search=sisal')])
    expect(during.json().items).toHaveLength(2)
    expect(after.json().items).toHaveLength(2)
  })
})
