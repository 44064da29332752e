import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProduct } from '../../test/catalogue-helpers'
import { buildTestApp } from '../../test/test-app'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
  for (let i = 0; i < 30; i++)
    await createProduct(app, {
      name: `Advert product ${i} ${'x'.repeat(70)}`,
      description: 'd'.repeat(200),
      stockQuantity: i % 5 === 0 ? 0 : 3,
    })
})
afterAll(async () => {
  await app.close()
})

describe('GET /api/adverts', () => {
  it('gives at most 20 in-stock products, titles cut at 60 and descriptions at 120 characters', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/adverts' })
    expect(response.statusCode).toBe(200)
    const { items } = response.json() as {
      items: { type: string; title: string; description: string; link: string; id: string }[]
    }
    expect(items).toHaveLength(20)
    for (const item of items) {
      expect(item.type).toBe('product')
      expect(item.title.length).toBeLessThanOrEqual(60)
      expect(item.description.length).toBeLessThanOrEqual(120)
      expect(item.link).toBe(`/product/${item.id}`)
    }
    const product = await app.inject({ method: 'GET', url: `/api/products/${items[0]!.id}` })
    expect(product.json().product.in_stock).toBe(true)
  })

  it('honours a smaller maximum (the pop-up asks for 10)', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/adverts?max=10' })
    expect(response.json().items).toHaveLength(10)
  })
})
