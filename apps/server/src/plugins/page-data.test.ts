import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../test/auth-helpers'
import { createProduct } from '../test/catalogue-helpers'
import { createRestaurant, hoursClosedNow, makeVendor } from '../test/food-helpers'
import { restaurants } from '../modules/food/food.table'
import { serviceProviderProfiles } from '../modules/providers/providers.table'
import { RESTAURANT_CARD_SIZES } from '@soko/shared/food/food.constants'
import { PROVIDER_CARD_SIZES } from '@soko/shared/providers/provider.constants'
import { PROPERTY_CARD_SIZES } from '@soko/shared/real-estate/real-estate.constants'
import { listedProperty, makeAgent } from '../test/real-estate-helpers'
import { properties } from '../modules/real-estate/real-estate.table'
import { eq } from 'drizzle-orm'
import { EVENT_CARD_SIZES } from '@soko/shared/events/event.constants'
import { createEvent, dayFromToday, makePromoter } from '../test/event-helpers'
import { makeVendorEmployer, postJob } from '../test/job-helpers'
import { buildTestApp } from '../test/test-app'

let app: FastifyInstance
let webDir: string

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'soko-web-'))
  writeFileSync(
    join(webDir, 'index.html'),
    '<!doctype html><html><head><title>Soko</title></head><body><div id="root"></div></body></html>',
  )
  app = await buildTestApp({ WEB_DIST_DIR: webDir })
})
afterAll(async () => {
  await app.close()
  rmSync(webDir, { recursive: true, force: true })
})

/** The JSON the page carries for the web app's first render. */
function bootOf(html: string) {
  const match = /<script type="application\/json" id="soko-boot">(.*?)<\/script>/.exec(html)
  if (!match) throw new Error('no boot data in the page')
  return JSON.parse(match[1]!) as { session: { user: { email: string; name: string } } | null }
}

describe('the first HTML of a page', () => {
  it('tells a guest they are signed out, so the app does not ask', async () => {
    const res = await app.inject({ method: 'GET', url: '/shop' })
    expect(res.statusCode).toBe(200)
    expect(bootOf(res.body).session).toBeNull()
    expect(res.headers['cache-control']).toBe('private, no-cache')
  })

  it('carries the signed-in reader’s own session (as GET /api/me answers it), with < escaped', async () => {
    const { cookie, email } = await signUp(app, { name: 'Amina </script><script>alert(1)</script>' })
    const page = await app.inject({ method: 'GET', url: '/profile', headers: { cookie } })
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })
    expect(page.body).not.toContain('</script><script>alert(1)')
    expect(bootOf(page.body).session).toEqual(me.json())
    expect(bootOf(page.body).session?.user.email).toBe(email)
    // Another browser's page knows nothing of it.
    expect(bootOf((await app.inject({ method: 'GET', url: '/profile' })).body).session).toBeNull()
  })

  it('carries a product page’s product and preloads its main picture; nothing for an unknown product', async () => {
    const product = await createProduct(app, { images: ['/demo/products/electronics-1.webp'] })
    const api = await app.inject({ method: 'GET', url: `/api/products/${product.id}` })
    for (const url of [`/product/${product.id}`, `/products/${product.id}`]) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.body).toContain(
        '<link rel="preload" as="image" href="/demo/products/electronics-1.webp" fetchpriority="high">',
      )
      const boot = bootOf(res.body) as unknown as { lists: { product: { query: unknown; page: unknown } } }
      expect(boot.lists.product).toEqual({ query: { id: product.id }, page: api.json() })
    }
    const unknown = await app.inject({ method: 'GET', url: '/product/00000000-0000-7000-8000-000000000000' })
    expect(unknown.statusCode).toBe(200)
    expect(unknown.body).not.toContain('rel="preload" as="image"')
    expect(bootOf(unknown.body)).not.toHaveProperty('lists')
  })

  it('with data saver (its cookie, or Save-Data), preloads the smallest width the page will show (issue 18)', async () => {
    const product = await createProduct(app, { images: ['/demo/products/book-480.webp'] })
    const url = `/product/${product.id}`
    const small = '<link rel="preload" as="image" href="/demo/products/book-240.webp" fetchpriority="high">'
    const byCookie = await app.inject({ method: 'GET', url, headers: { cookie: 'soko_data_saver=on' } })
    expect(byCookie.body).toContain(small)
    const byHeader = await app.inject({ method: 'GET', url, headers: { 'save-data': 'on' } })
    expect(byHeader.body).toContain(small)
    const turnedOff = await app.inject({
      method: 'GET',
      url,
      headers: { 'save-data': 'on', cookie: 'soko_data_saver=off' },
    })
    expect(turnedOff.body).toContain('href="/demo/products/book-480.webp"')
  })

  it('preloads the shop’s first product picture for the address’s filters (issue 19)', async () => {
    await createProduct(app, {
      name: 'Older lamp',
      category: 'Home & Garden',
      imageUrl: '/demo/products/lamp-old.webp',
    })
    await createProduct(app, {
      name: 'Newest lamp',
      category: 'Home & Garden',
      imageUrl: '/demo/products/lamp-new.webp',
    })
    await createProduct(app, {
      name: 'Cheap lamp',
      category: 'Home & Garden',
      priceCents: 100,
      imageUrl: '/demo/products/lamp-cheap.webp',
    })
    const newest = await app.inject({ method: 'GET', url: '/shop?category=Home+%26+Garden' })
    expect(newest.body).toContain(
      '<link rel="preload" as="image" href="/demo/products/lamp-cheap.webp" fetchpriority="high">',
    )
    const cheapest = await app.inject({
      method: 'GET',
      url: '/products?category=Home+%26+Garden&search=lamp&sort=price_asc',
    })
    expect(cheapest.body).toContain('href="/demo/products/lamp-cheap.webp" fetchpriority="high"')
    const list = await app.inject({
      method: 'GET',
      url: '/api/products?category=Home+%26+Garden&search=lamp&sort=price_desc',
    })
    const first = list.json().items[0].image_url as string
    const shop = await app.inject({
      method: 'GET',
      url: '/shop?category=Home+%26+Garden&search=lamp&sort=price_desc',
    })
    expect(shop.body).toContain(`href="${first}" fetchpriority="high"`)
    // The first page travels with the page, the very page the API gives, for the filters the app asks with.
    const boot = bootOf(shop.body) as unknown as {
      lists: {
        products: { query: Record<string, unknown>; page: { items: { id: string }[]; total: number } }
      }
    }
    expect(boot.lists.products.query).toEqual({
      search: 'lamp',
      category: 'Home & Garden',
      sort: 'price_desc',
    })
    expect(boot.lists.products.page.items.map((item) => item.id)).toEqual(
      list.json().items.map((item: { id: string }) => item.id),
    )
    expect(boot.lists.products.page.total).toBe(list.json().total)
    // Nothing matches: nothing to preload, and the page still answers.
    const none = await app.inject({ method: 'GET', url: '/shop?search=nothing-like-this' })
    expect(none.statusCode).toBe(200)
    expect(none.body).not.toContain('rel="preload" as="image"')
  })

  it('preloads the first restaurant’s picture of /food for the address’s filters (issue 13)', async () => {
    const owner = await makeVendor(app)
    const open = await createRestaurant(owner, { name: 'Preload Grill Open', cuisine_type: 'grill' })
    const closed = await createRestaurant(owner, {
      name: 'Preload Grill Closed',
      cuisine_type: 'grill',
      hours: hoursClosedNow(),
    })
    for (const [id, picture] of [
      [open, '/demo/restaurants/grill-1-720.webp'],
      [closed, '/demo/restaurants/grill-2-720.webp'],
    ] as const)
      await app.db.update(restaurants).set({ imageUrl: picture }).where(eq(restaurants.id, id))
    // Open ones come first, whatever the name.
    const page = await app.inject({ method: 'GET', url: '/food?search=Preload+Grill&cuisine=grill' })
    // With both widths and the card's sizes: the browser preloads the width the card will show.
    expect(page.body).toContain(
      '<link rel="preload" as="image" href="/demo/restaurants/grill-1-720.webp" imagesrcset="/demo/restaurants/grill-1-360.webp 360w, /demo/restaurants/grill-1-720.webp 720w" ' +
        `imagesizes="${RESTAURANT_CARD_SIZES}" fetchpriority="high">`,
    )
    // The first page travels with the page, for the very filters the app asks with (web lib/boot-lists.ts).
    const boot = bootOf(page.body) as unknown as {
      lists: { restaurants: { query: Record<string, unknown>; page: { restaurants: { id: string }[] } } }
    }
    expect(boot.lists.restaurants.query).toEqual({
      search: 'Preload Grill',
      cuisine: 'grill',
      sort: 'relevance',
    })
    expect(boot.lists.restaurants.page.restaurants.map((card) => card.id)).toEqual([open, closed])
    const none = await app.inject({ method: 'GET', url: '/food?search=nothing-like-this' })
    expect(none.statusCode).toBe(200)
    expect(none.body).not.toContain('rel="preload" as="image"')
  })

  it('carries the first page of /services for the address’s filters and preloads its first banner', async () => {
    const { userId } = await signUp(app, { name: 'Preload Fundi' })
    const [profile] = await app.db
      .insert(serviceProviderProfiles)
      .values({
        userId,
        providerType: 'service_provider',
        verificationStatus: 'approved',
        businessName: 'Preload Sparks Electrical',
        bannerImageUrl: '/demo/providers/medical-360.webp',
        hourlyRateMinCents: 150_000,
        hourlyRateMaxCents: 250_000,
      })
      .returning()
    const page = await app.inject({
      method: 'GET',
      url: '/services?search=Preload+Sparks&category=service_provider&rate_max=3000&min_rating=7',
    })
    expect(page.body).toContain(
      '<link rel="preload" as="image" href="/demo/providers/medical-360.webp" imagesrcset="/demo/providers/medical-360.webp 360w, /demo/providers/medical-720.webp 720w" ' +
        `imagesizes="${PROVIDER_CARD_SIZES}" fetchpriority="high">`,
    )
    const boot = bootOf(page.body) as unknown as {
      lists: { services: { query: Record<string, unknown>; page: { providers: { id: string }[] } } }
    }
    // The query the app asks with (toDirectoryListParams): defaults and a rating not offered left out.
    expect(boot.lists.services.query).toEqual({
      search: 'Preload Sparks',
      category: 'service_provider',
      sort: 'relevance',
      rate_max: 3000,
    })
    const api = await app.inject({
      method: 'GET',
      url: '/api/services?search=Preload+Sparks&category=service_provider&rate_max=3000',
    })
    expect(boot.lists.services.page).toEqual(api.json())
    expect(boot.lists.services.page.providers.map((card) => card.id)).toEqual([profile!.id])
    const none = await app.inject({ method: 'GET', url: '/services?search=nothing-like-this' })
    expect(none.statusCode).toBe(200)
    expect(none.body).not.toContain('rel="preload" as="image"')
  })

  it('carries the first page of a plain /real-estate and preloads its first picture; filters are the app’s', async () => {
    const agent = await makeAgent(app, { name: 'Preload Agent' })
    const id = await listedProperty(agent, { title: 'Preload villa in Karen' })
    await app.db
      .update(properties)
      .set({ images: ['/demo/properties/villa-1-480.webp'], imageUrl: '/demo/properties/villa-1-480.webp' })
      .where(eq(properties.id, id))
    const page = await app.inject({ method: 'GET', url: '/real-estate' })
    const boot = bootOf(page.body) as unknown as {
      lists: { properties: { query: Record<string, unknown>; page: { items: { id: string }[] } } }
    }
    expect(boot.lists.properties.query).toEqual({ sort: 'newest' })
    const api = await app.inject({ method: 'GET', url: '/api/properties?sort=newest&page_size=12' })
    expect(boot.lists.properties.page).toEqual(api.json())
    const first = boot.lists.properties.page.items[0]!
    expect(first.id).toBe(id)
    expect(page.body).toContain(
      '<link rel="preload" as="image" href="/demo/properties/villa-1-480.webp" imagesrcset="/demo/properties/villa-1-480.webp 480w, /demo/properties/villa-1-960.webp 960w" ' +
        `imagesizes="${PROPERTY_CARD_SIZES}" fetchpriority="high">`,
    )
    const filtered = await app.inject({ method: 'GET', url: '/real-estate?county=Mombasa' })
    expect(filtered.statusCode).toBe(200)
    expect(bootOf(filtered.body)).not.toHaveProperty('lists')
    expect(filtered.body).not.toContain('rel="preload" as="image"')
  })

  it('carries the first page of a plain /events and preloads its first picture; filters are the app’s', async () => {
    const promoter = await makePromoter(app, 'Preload Events')
    // The soonest event comes first (sort: upcoming).
    const id = await createEvent(promoter, {
      title: 'Preload sunrise yoga',
      date: dayFromToday(0),
      time: '23:59',
      image_url: '/demo/events/concert-1-720.webp',
    })
    const page = await app.inject({ method: 'GET', url: '/events' })
    const boot = bootOf(page.body) as unknown as {
      lists: { events: { query: Record<string, unknown>; page: { events: { id: string }[] } } }
    }
    expect(boot.lists.events.query).toEqual({ sort: 'upcoming' })
    const api = await app.inject({ method: 'GET', url: '/api/events?sort=upcoming&page=1&limit=24' })
    expect(boot.lists.events.page).toEqual(api.json())
    expect(boot.lists.events.page.events[0]?.id).toBe(id)
    expect(page.body).toContain(
      '<link rel="preload" as="image" href="/demo/events/concert-1-720.webp" imagesrcset="/demo/events/concert-1-360.webp 360w, /demo/events/concert-1-720.webp 720w" ' +
        `imagesizes="${EVENT_CARD_SIZES}" fetchpriority="high">`,
    )
    const filtered = await app.inject({ method: 'GET', url: '/events?type=concert' })
    expect(filtered.statusCode).toBe(200)
    expect(bootOf(filtered.body)).not.toHaveProperty('lists')
  })

  it('carries a property’s and a job’s page as the viewer’s GET answers them; nothing for an unknown one', async () => {
    const agent = await makeAgent(app, { name: 'Detail Agent' })
    const propertyId = await listedProperty(agent, { title: 'Detail flat in Kilimani' })
    const employer = await makeVendorEmployer(app, 'Detail Works Ltd')
    const jobId = await postJob(employer)
    for (const [url, name, api] of [
      [`/property/${propertyId}`, 'property', `/api/properties/${propertyId}`],
      [`/jobs/${jobId}`, 'job', `/api/jobs/${jobId}`],
    ] as const) {
      const page = await app.inject({ method: 'GET', url })
      const boot = bootOf(page.body) as unknown as {
        lists: Record<string, { query: unknown; page: unknown }>
      }
      const answer = await app.inject({ method: 'GET', url: api })
      expect(boot.lists[name]).toEqual({
        query: { id: url.split('/')[2], viewer: 'guest' },
        page: answer.json(),
      })
    }
    const unknown = await app.inject({ method: 'GET', url: '/property/00000000-0000-7000-8000-000000000000' })
    expect(unknown.statusCode).toBe(200)
    expect(bootOf(unknown.body)).not.toHaveProperty('lists')
  })

  it('carries the home page’s billboard mix and preloads its first slide’s picture', async () => {
    const res = await app.inject({ method: 'GET', url: '/' })
    const boot = bootOf(res.body) as unknown as { billboard: { image_url: string | null }[] }
    expect(boot.billboard.length).toBeGreaterThan(0)
    const first = boot.billboard[0]!.image_url
    // A slide's picture in two widths is preloaded with its srcset too (decision 026): the href comes first.
    if (first) expect(res.body).toContain(`<link rel="preload" as="image" href="${first}"`)
    // Other pages carry no billboard.
    expect(bootOf((await app.inject({ method: 'GET', url: '/cart' })).body)).not.toHaveProperty('billboard')
  })
})
