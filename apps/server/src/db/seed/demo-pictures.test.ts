import { statSync } from 'node:fs'
import { join } from 'node:path'
import {
  DEMO_BANNER_WIDTHS,
  DEMO_DISH_WIDTHS,
  DEMO_PRODUCT_WIDTHS,
  DEMO_RESTAURANT_WIDTHS,
} from '@soko/shared/common/demo-pictures'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoAssetsDir } from '../../lib/paths'
import { orderItems } from '../../modules/orders/orders.table'
import { products as productsTable } from '../../modules/products/products.table'
import { serviceProviderProfiles } from '../../modules/providers/providers.table'
import { buildTestApp } from '../../test/test-app'
import { demoRestaurants } from './data/food'
import { demoPicturesSeeder } from './demo-pictures.seeder'
import type { SeedContext } from './seed-context'

/** Every demo picture is small: the shop shows dozens on one screen. */
const MAX_BYTES = 12 * 1024

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp({ SEED_DEMO: 'true' })
})
afterAll(async () => {
  await app.close()
})

const kindOf = (url: string | null, folder: 'products' | 'providers') =>
  new RegExp(`^/demo/${folder}/([a-z0-9-]+)-\\d+\\.webp$`).exec(url ?? '')?.[1]

/** Checks both widths of a demo picture exist, are that wide, and are small. */
async function expectBothWidths(
  folder: 'products' | 'providers' | 'dishes' | 'restaurants',
  kind: string,
  widths: readonly number[],
) {
  for (const width of widths) {
    const file = join(demoAssetsDir, folder, `${kind}-${width}.webp`)
    const size = statSync(file, { throwIfNoEntry: false })?.size
    expect(size, `${folder}/${kind}-${width}.webp`).toBeGreaterThan(0)
    expect(size, `${folder}/${kind}-${width}.webp`).toBeLessThanOrEqual(MAX_BYTES)
    const metadata = await sharp(file).metadata()
    expect([metadata.format, metadata.width], `${folder}/${kind}-${width}.webp`).toEqual(['webp', width])
  }
}

/**
 * What a product's picture must show, judged from its name and category (written independently of the
 * seed's rules): the first expectation a product matches applies.
 */
const expectations: [category: string | null, name: RegExp, itemType: string][] = [
  ['Books', /Exercise Books/, 'notebook'],
  ['Books', /./, 'book'],
  ['Automotive', /Engine Oil|Coolant/, 'oil-can'],
  [null, /Cooking Oil|Avocado Oil|Coconut Oil|Baobab Oil|Beard Oil|Massage Oil/, 'oil-bottle'],
  [null, /Unga|Baking Flour/, 'flour-bag'],
  [null, /\bTV\b/, 'tv'],
  [null, /Laptop|MacBook|IdeaPad|Latitude/, 'laptop'],
  [null, /iPhone|Galaxy [AS]\d|Tecno|Infinix|Oppo|Feature Phone/, 'phone'],
  [null, /Tab A9|Kids Tablet/, 'tablet'],
  ['Clothing', /Dress/, 'dress'],
  [null, /Sandals|Shoes|Heels|Sneakers|Gumboots|Football Boots/, 'shoe'],
  [null, /Jeans|Chinos|Shorts/, 'trousers'],
  [null, /Sofa/, 'sofa'],
  [null, /Football Size|Basketball|Netball|Rugby Ball/, 'ball'],
  [null, /Helmet/, 'helmet'],
  [null, /Bicycle|Mountain Bike/, 'bicycle'],
  [null, /Tea\b|Tea Bags/, 'tea'],
  ['Food & Beverages', /Coffee/, 'coffee'],
  [null, /Honey/, 'jar'],
  [null, /Car Battery/, 'car-battery'],
  [null, /^Tyre /, 'tyre'],
  [null, /Printer/, 'printer'],
  [null, /Office Chair/, 'chair'],
  [null, /Calculator/, 'calculator'],
  [null, /Camera/, 'camera'],
  [null, /Microwave/, 'microwave'],
  [null, /Fridge/, 'fridge'],
  [null, /Kettle\b/, 'kettle'],
  [null, /Headphones/, 'headphones'],
  [null, /Vitamin/, 'pills'],
  [null, /First Aid/, 'first-aid'],
  [null, /Tent/, 'tent'],
  [null, /Teddy|Plush|Stuffed|Doll/, 'teddy'],
  ['Home & Garden', /Seedlings|Seeds/, 'plant'],
]

describe('the demo pictures', () => {
  it('show each seeded product’s kind: the book is a book, the cooking oil a bottle of oil', async () => {
    const rows = await app.db.select().from(productsTable)
    expect(rows.length).toBeGreaterThanOrEqual(300)
    const kinds = new Set<string>()
    let checked = 0
    for (const product of rows) {
      const kind = kindOf(product.imageUrl, 'products')
      expect(kind, `${product.name}: ${product.imageUrl}`).toBeDefined()
      expect(product.imageUrl).toBe(`/demo/products/${kind}-${DEMO_PRODUCT_WIDTHS.at(-1)}.webp`)
      expect(product.images, product.name).toEqual([product.imageUrl])
      kinds.add(kind!)
      const expected = expectations.find(
        ([category, name]) => (category === null || category === product.category) && name.test(product.name),
      )
      if (expected) {
        expect(`${product.name}: ${kind}`).toBe(`${product.name}: ${expected[2]}`)
        checked++
      }
    }
    // Spot checks cover a good part of the catalogue (every book, every phone, ...), and the catalogue has
    // many kinds of picture, not a few shapes.
    expect(checked).toBeGreaterThanOrEqual(100)
    expect(kinds.size).toBeGreaterThanOrEqual(60)
    for (const kind of kinds) await expectBothWidths('products', kind, DEMO_PRODUCT_WIDTHS)

    const book = rows.find((product) => product.name.startsWith('Weep Not, Child'))!
    const served = await app.inject({ method: 'GET', url: book.imageUrl! })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(book.imageUrl).toBe('/demo/products/book-480.webp')
    expect(rows.find((product) => product.name === 'Cooking Oil 3L')!.imageUrl).toBe(
      '/demo/products/oil-bottle-480.webp',
    )
  })

  it('give every directory provider a banner of their trade', async () => {
    // Vendors have a profile too, but they are not in the directory and have no banner.
    const rows = (await app.db.select().from(serviceProviderProfiles)).filter(
      (provider) => provider.providerType !== 'vendor',
    )
    expect(rows.length).toBeGreaterThanOrEqual(40)
    const trades = new Set<string>()
    for (const provider of rows) {
      const trade = kindOf(provider.bannerImageUrl, 'providers')
      expect(trade, `${provider.businessName}: ${provider.bannerImageUrl}`).toBeDefined()
      trades.add(trade!)
    }
    const tradeOf = (business: string) =>
      kindOf(rows.find((provider) => provider.businessName === business)!.bannerImageUrl, 'providers')
    expect(tradeOf('Otieno Plumbing Solutions')).toBe('plumbing')
    expect(tradeOf('Sparkle Home Cleaners')).toBe('cleaning')
    expect(tradeOf('Kiprop Electricals')).toBe('electrical')
    expect(tradeOf('Mutua Auto Care')).toBe('auto-repair')
    expect(tradeOf('Bright Minds Tutors')).toBe('tutoring')
    expect(tradeOf('Tabasamu Dental Care')).toBe('dentistry')
    expect(tradeOf('Gitau Realty')).toBe('real-estate')
    expect(tradeOf('Boda Express')).toBe('boda')
    expect(tradeOf('Sauti Sound & Stage')).toBe('sound-stage')
    expect(tradeOf('Mwangi Home Repairs')).toBe('home-repairs')
    expect(trades.size).toBeGreaterThanOrEqual(20)
    for (const trade of trades) await expectBothWidths('providers', trade, DEMO_BANNER_WIDTHS)

    const directory = (await app.inject({ method: 'GET', url: '/api/services' })).json()
    for (const provider of directory.providers as { banner_image_url: string | null }[])
      expect(provider.banner_image_url).toMatch(/^\/demo\/providers\/[a-z-]+-360\.webp$/)
  })

  it('give every demo restaurant and every dish on its menu a drawn picture in both widths', async () => {
    const restaurants = new Set(demoRestaurants.map((restaurant) => restaurant.picture))
    const dishes = new Set(
      demoRestaurants.flatMap((restaurant) => restaurant.dishes.map((dish) => dish.picture)),
    )
    expect(restaurants.size).toBeGreaterThanOrEqual(20)
    expect(dishes.size).toBeGreaterThanOrEqual(40)
    for (const picture of restaurants) await expectBothWidths('restaurants', picture, DEMO_RESTAURANT_WIDTHS)
    for (const picture of dishes) await expectBothWidths('dishes', picture, DEMO_DISH_WIDTHS)
    const served = await app.inject({ method: 'GET', url: '/demo/dishes/pilau-480.webp' })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(
      (await app.inject({ method: 'GET', url: '/demo/restaurants/african-1-720.webp' })).statusCode,
    ).toBe(200)
  })

  it('replace the old shapes in a database seeded before them, and leave a vendor’s own picture', async () => {
    const rows = await app.db.select().from(productsTable)
    const book = rows.find((product) => product.name.startsWith('Weep Not, Child'))!
    const oil = rows.find((product) => product.name === 'Cooking Oil 3L')!
    const uploaded = rows.find((product) => product.name === 'Atomic Habits')!
    const old = '/demo/products/books-1.webp'
    await app.db
      .update(productsTable)
      .set({ imageUrl: old, images: [old, '/demo/products/books-2.webp'] })
      .where(eq(productsTable.id, book.id))
    await app.db
      .update(productsTable)
      .set({ imageUrl: '/demo/products/food-beverages-3.webp' })
      .where(eq(productsTable.id, oil.id))
    await app.db
      .update(productsTable)
      .set({ imageUrl: '/uploads/products/mine.webp', images: ['/uploads/products/mine.webp'] })
      .where(eq(productsTable.id, uploaded.id))
    const [line] = await app.db.select().from(orderItems).where(isNotNull(orderItems.productId)).limit(1)
    await app.db.update(orderItems).set({ imageUrl: old }).where(eq(orderItems.id, line!.id))
    const plumber = (await app.db.select().from(serviceProviderProfiles)).find(
      (provider) => provider.businessName === 'Otieno Plumbing Solutions',
    )!
    await app.db
      .update(serviceProviderProfiles)
      .set({ bannerImageUrl: null })
      .where(eq(serviceProviderProfiles.id, plumber.id))

    await demoPicturesSeeder.run(app.db, {} as SeedContext)

    const after = async (id: string) =>
      (await app.db.select().from(productsTable).where(eq(productsTable.id, id)))[0]!
    expect(await after(book.id)).toMatchObject({
      imageUrl: '/demo/products/book-480.webp',
      images: ['/demo/products/book-480.webp'],
    })
    expect((await after(oil.id)).imageUrl).toBe('/demo/products/oil-bottle-480.webp')
    expect((await after(uploaded.id)).imageUrl).toBe('/uploads/products/mine.webp')
    const [lineAfter] = await app.db.select().from(orderItems).where(eq(orderItems.id, line!.id))
    expect(lineAfter!.imageUrl).toMatch(/^\/demo\/products\/[a-z0-9-]+-480\.webp$/)
    const [plumberAfter] = await app.db
      .select()
      .from(serviceProviderProfiles)
      .where(eq(serviceProviderProfiles.id, plumber.id))
    expect(plumberAfter!.bannerImageUrl).toBe('/demo/providers/plumbing-360.webp')
  })
})
