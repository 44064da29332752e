import { eq, sql } from 'drizzle-orm'
import { productPageSchema, productSchema, type ProductPage } from '@soko/shared/products/product.schema'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runSeeds } from '../../db/seed/run-seeds'
import { demoCatalogueSeeder } from '../../db/seed/demo-catalogue.seeder'
import type { SeedContext } from '../../db/seed/seed-context'
import { createProduct } from '../../test/catalogue-helpers'
import { buildTestApp } from '../../test/test-app'
import { products } from './products.table'

let app: FastifyInstance

beforeAll(async () => {
  app = await buildTestApp()
  await runSeeds(app.db, [demoCatalogueSeeder], {} as SeedContext)
})
afterAll(async () => {
  await app.close()
})

type Item = {
  id: string
  name: string
  price: number
  rating: number
  created_at: string
  category: string
  in_stock: boolean
  stock_quantity: number
}
const list = async (query: string) => {
  const response = await app.inject({ method: 'GET', url: `/api/products?${query}` })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as { items: Item[]; total: number; next_cursor: string | null }
}

async function everyPage(query: string, limit = 50) {
  const items: Item[] = []
  let cursor: string | null = null
  do {
    const page = await list(`${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`)
    items.push(...page.items)
    cursor = page.next_cursor
  } while (cursor)
  return items
}

describe('GET /api/products', () => {
  it('sends each product exactly as the product page does: PostgreSQL writes the JSON, the schema and values agree', async () => {
    // A product with a vendor, one with its own brand, a picture only in image_url, a rating, a sold-out one.
    const inserted = await app.db.execute<{ id: string }>(
      sql`insert into vendors (id, business_name, logo_url) values (gen_random_uuid(), 'Duka "Bora"', null) returning id`,
    )
    const vendor = (inserted as unknown as { rows: { id: string }[] }).rows[0]
    await createProduct(app, {
      name: 'Odd ñame \\ "quoted"',
      priceCents: 1999,
      vendorId: (vendor as { id: string }).id,
      category: 'JsonCheck',
      images: ['/demo/a.webp', '/demo/b.webp'],
    })
    await createProduct(app, {
      brand: 'Brandy',
      category: 'JsonCheck',
      imageUrl: '/demo/only.webp',
      stockQuantity: 0,
      priceCents: 123450,
    })
    await app.db.execute(sql`update products set rating = 4.5 where category = 'JsonCheck' and brand is null`)
    const response = await app.inject({ method: 'GET', url: '/api/products?category=JsonCheck&limit=1' })
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
    const first = productPageSchema.strict().parse(response.json())
    const second = (await list(`category=JsonCheck&limit=1&cursor=${first.next_cursor}`)) as ProductPage
    for (const item of [...first.items, ...second.items]) {
      expect(productSchema.strict().parse(item)).toEqual(item)
      const detail = await app.inject({ method: 'GET', url: `/api/products/${item.id}` })
      expect(item).toEqual(detail.json().product)
    }
    expect(second.items[0]).toMatchObject({ price: 1234.5, vendor: 'Brandy', vendors: null, in_stock: false })
    expect(second.items[0]!.images).toEqual(['/demo/only.webp'])
    expect(first.items[0]).toMatchObject({
      price: 19.99,
      rating: 4.5,
      vendors: { business_name: 'Duka "Bora"' },
    })
    await app.db.execute(sql`delete from products where category = 'JsonCheck'`)
  })

  it('pages through the whole catalogue newest first without gaps or repeats', async () => {
    const first = await list('limit=24')
    expect(first.total).toBe(304)
    expect(first.items).toHaveLength(24)
    const all = await everyPage('sort=newest')
    expect(all).toHaveLength(304)
    expect(new Set(all.map((item) => item.id)).size).toBe(304)
    for (const inStock of [true, false]) {
      const times = all.filter((item) => item.in_stock === inStock).map((item) => item.created_at)
      expect([...times].sort().reverse()).toEqual(times)
    }
  })

  it.each([
    ['price_asc', (a: Item, b: Item) => a.price - b.price],
    ['price_desc', (a: Item, b: Item) => b.price - a.price],
    ['rating', (a: Item, b: Item) => b.rating - a.rating],
    ['name', (a: Item, b: Item) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)],
  ] as const)('sorts by %s across pages', async (sort, compare) => {
    const all = await everyPage(`sort=${sort}`)
    expect(all).toHaveLength(304)
    for (let i = 1; i < all.length; i++)
      if (all[i - 1]!.in_stock === all[i]!.in_stock)
        expect(compare(all[i - 1]!, all[i]!)).toBeLessThanOrEqual(0)
  })

  it.each(['newest', 'price_asc', 'price_desc', 'rating', 'name'])(
    'sort %s lists every in-stock product before any sold-out one, across pages',
    async (sort) => {
      // Small pages, so the switch from in stock to sold out falls inside a page and on a page boundary.
      for (const query of [`sort=${sort}`, `sort=${sort}&category=Electronics`]) {
        const all = await everyPage(query, 7)
        expect(new Set(all.map((item) => item.id)).size).toBe(all.length)
        const firstSoldOut = all.findIndex((item) => !item.in_stock)
        expect(firstSoldOut).toBeGreaterThan(0)
        expect(all.slice(firstSoldOut).every((item) => !item.in_stock)).toBe(true)
      }
      expect(await everyPage(`sort=${sort}`, 7)).toHaveLength(304)
    },
  )

  it('searches name and description case-insensitively', async () => {
    const byName = await list('search=SAMSUNG')
    expect(byName.items.map((item) => item.name)).toEqual(
      expect.arrayContaining(['Samsung Galaxy A15 128GB', 'Samsung Galaxy S23 256GB']),
    )
    const byDescription = await list('search=mombasa')
    expect(byDescription.items.map((item) => item.name)).toContain('Kikoi Beach Wrap')
  })

  it('carries the total to later pages without counting again', async () => {
    const first = await list('sort=price_asc&limit=10')
    const second = await list(`sort=price_asc&limit=10&cursor=${first.next_cursor}`)
    expect(second.total).toBe(first.total)
    expect(second.items[0]!.price).toBeGreaterThanOrEqual(first.items.at(-1)!.price)
  })

  it('widens to typo-tolerant matching only when the exact search finds nothing, and keeps that mode on later pages', async () => {
    const exact = await list('search=galaxy')
    expect(exact.items.every((item) => item.name.toLowerCase().includes('galaxy'))).toBe(true)
    const fuzzy = await list('search=galaxi&limit=1')
    expect(fuzzy.total).toBeGreaterThan(1)
    const next = await list(`search=galaxi&limit=1&cursor=${fuzzy.next_cursor}`)
    expect(next.items).toHaveLength(1)
    expect(next.total).toBe(fuzzy.total)
  })

  it('tolerates a small typo', async () => {
    const result = await list('search=samsng')
    expect(result.items.map((item) => item.name)).toContain('Samsung Galaxy A15 128GB')
    const result2 = await list('search=macadamya')
    expect(result2.items.map((item) => item.name)).toContain('Macadamia Nuts 500g')
  })

  it('filters by category and price range (KSh), combined with search and sort', async () => {
    const result = await everyPage('category=Electronics&min_price=10000&max_price=30000&sort=price_asc')
    expect(result.length).toBeGreaterThan(3)
    for (const item of result) {
      expect(item.category).toBe('Electronics')
      expect(item.price).toBeGreaterThanOrEqual(10_000)
      expect(item.price).toBeLessThanOrEqual(30_000)
    }
    const searched = await list('search=samsung&category=Electronics&max_price=50000')
    const names = searched.items.map((item) => item.name)
    expect(names).toEqual(expect.arrayContaining(['Samsung Galaxy A15 128GB', 'Samsung Galaxy Tab A9']))
    expect(names).not.toContain('Samsung Galaxy S23 256GB')
    for (const item of searched.items) expect(item.price).toBeLessThanOrEqual(50_000)
    expect(searched.total).toBe(searched.items.length)
  })

  it('lists out-of-stock products with in_stock false, kept in step with stock_quantity', async () => {
    const all = await everyPage('sort=name')
    const out = all.filter((item) => !item.in_stock)
    expect(out.length).toBeGreaterThan(10)
    for (const item of all) expect(item.in_stock).toBe(item.stock_quantity > 0)
    await app.db.update(products).set({ stockQuantity: 3 }).where(eq(products.id, out[0]!.id))
    const [updated] = await app.db.select().from(products).where(eq(products.id, out[0]!.id))
    expect(updated?.inStock).toBe(true)
  })

  it('answers a forged cursor and a bad sort with 400', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/products?cursor=bm90LWpzb24' })).statusCode).toBe(
      400,
    )
    const badSort = await app.inject({ method: 'GET', url: '/api/products?sort=cheapest' })
    expect(badSort.statusCode).toBe(400)
    expect(badSort.json().error.code).toBe('validation_failed')
  })

  const uuid = '0190a6f2-7c1e-7000-8000-00000000abcd'
  it.each([
    ['newest', ['abc', uuid, 5, 0]],
    ['newest', ['2026-13-45T99:00:00.000Z', uuid, 5, 0]],
    ['price_asc', ['abc', uuid, 5, 0]],
    ['price_asc', [1e308, uuid, 5, 0]],
    ['price_desc', [-1, uuid, 5, 0]],
    ['rating', [1e308, uuid, 5, 0]],
    ['name', ['Mango', '-'.repeat(36), 5, 0]],
    ['name', ['Ma\u0000ngo', uuid, 5, 0]],
    ['name', ['Mango', uuid, -5, 0]],
    ['name', ['Mango', uuid, 1e308, 0]],
    ['name', ['Mango', uuid, 5, 'yes']],
    ['name', { key: 'Mango' }],
  ])('answers a crafted %s cursor %j with 400 products.bad_cursor', async (sort, payload) => {
    const cursor = Buffer.from(JSON.stringify(payload)).toString('base64url')
    const response = await app.inject({ method: 'GET', url: `/api/products?sort=${sort}&cursor=${cursor}` })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('products.bad_cursor')
  })

  it('builds the category list from in-stock products only', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/products/categories' })
    expect(response.json().categories).toHaveLength(10)
    // Written without a per-request schema check (lib/plain-json.ts): exactly { categories: string[] }.
    expect(Object.keys(response.json())).toEqual(['categories'])
    expect(response.json().categories.every((name: unknown) => typeof name === 'string')).toBe(true)
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
    await app.db
      .insert(products)
      .values({ name: 'Ghost item', priceCents: 100, category: 'Ghosts', stockQuantity: 0 })
    const again = await app.inject({ method: 'GET', url: '/api/products/categories' })
    expect(again.json().categories).not.toContain('Ghosts')
  })
})

describe('GET /api/products/:id', () => {
  it('returns the product with its vendor and related products from the same category', async () => {
    const first = (await list('search=kikoi&limit=50')).items.find((item) => item.name === 'Kikoi Beach Wrap')
    const response = await app.inject({ method: 'GET', url: `/api/products/${first!.id}` })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.product).toMatchObject({
      name: 'Kikoi Beach Wrap',
      price: 1800,
      price_cents: 180_000,
      category: 'Clothing',
      vendors: { business_name: expect.any(String) },
    })
    expect(body.related.length).toBeGreaterThan(0)
    for (const related of body.related) {
      expect(related.category).toBe('Clothing')
      expect(related.id).not.toBe(first!.id)
    }
  })

  it.each(['00000000-0000-7000-8000-000000000000', 'not-a-uuid'])(
    'answers %s with the spec’s not-found message',
    async (id) => {
      const response = await app.inject({ method: 'GET', url: `/api/products/${id}` })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({
        error: {
          code: 'products.not_found',
          message: 'Product not found. Please refresh the page and try again.',
        },
      })
    },
  )
})
