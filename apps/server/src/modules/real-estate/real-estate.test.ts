import { createHash } from 'node:crypto'
import {
  propertyDetailSchema,
  propertyPageSchema,
  SAVED_SEARCHES_MAX,
} from '@soko/shared/real-estate/real-estate.schema'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  createListing,
  listedProperty,
  makeAdmin,
  makeAgent,
  makeCustomer,
  moveListing,
  type Agent,
  type Customer,
} from '../../test/real-estate-helpers'
import { buildTestApp, TEST_ORIGIN } from '../../test/test-app'
import { properties, propertySavedSearches, propertyViews } from './real-estate.table'

// The public side of real estate (docs/real-estate-api.md): the list, a property's page, views, saved
// properties and saved searches.

let app: FastifyInstance
let agent: Agent
let admin: Awaited<ReturnType<typeof makeAdmin>>

beforeAll(async () => {
  app = await buildTestApp()
  agent = await makeAgent(app)
  admin = await makeAdmin(app)
})
afterAll(async () => {
  await app.close()
})

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })
const list = async (query: string) => {
  const response = await get(`/api/properties?${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return propertyPageSchema.parse(response.json())
}
const ids = (page: { items: { id: string }[] }) => page.items.map((item) => item.id)
const viewsOf = async (id: string) =>
  (await app.db.select().from(properties).where(eq(properties.id, id)))[0]!.viewsCount
const feature = async (id: string) => {
  const response = await admin.request({
    method: 'PATCH',
    url: `/api/admin/properties/${id}`,
    payload: { is_featured: true },
  })
  expect(response.statusCode, response.body).toBe(200)
}

describe('the public list', () => {
  const tag = `qz${Date.now().toString(36)}`
  const p = {} as Record<'studio' | 'villa' | 'bedsitter' | 'land' | 'featured', string>
  const hidden = {} as Record<'draft' | 'let' | 'sold' | 'unpublished', string>

  beforeAll(async () => {
    // Created oldest first; each listing's title carries the tag so the searches see only these.
    p.studio = await listedProperty(agent, {
      title: `${tag} Studio near Yaya Centre`,
      property_type: 'studio',
      price: 35_000,
      bedrooms: 0,
      location_address: 'Argwings Kodhek Road, Kilimani',
      city: 'Nairobi',
    })
    p.villa = await listedProperty(agent, {
      title: `${tag} Villa with a pool`,
      listing_type: 'sale',
      property_type: 'villa',
      price: 250_000_000,
      bedrooms: 5,
      location_address: 'Nyali Beach Road',
      county: 'Mombasa',
      city: 'Mombasa',
    })
    p.bedsitter = await listedProperty(agent, {
      title: `${tag} Bedsitter in Kahawa West`,
      property_type: 'bedsitter',
      price: 8_500,
      bedrooms: 1,
      location_address: 'Kamiti Road',
      county: 'Kiambu',
      city: 'Ruiru',
    })
    p.land = await listedProperty(agent, {
      title: `${tag} Quarter acre plot`,
      listing_type: 'sale',
      property_type: 'land',
      price: 3_200_000,
      bedrooms: null,
      location_address: 'Kitengela',
      county: 'Kajiado',
      city: 'Kitengela',
    })
    p.featured = await listedProperty(agent, {
      title: `${tag} Three-bedroom house`,
      property_type: 'house',
      price: 150_000,
      bedrooms: 3,
      location_address: 'Ngong Road, Karen',
      city: 'nairobi',
    })
    hidden.draft = await createListing(agent, { title: `${tag} Draft listing` })
    hidden.let = await listedProperty(agent, { title: `${tag} Let flat` })
    expect((await moveListing(agent, hidden.let, 'let')).statusCode).toBe(200)
    hidden.sold = await listedProperty(agent, { title: `${tag} Sold house`, listing_type: 'sale' })
    expect((await moveListing(agent, hidden.sold, 'sold')).statusCode).toBe(200)
    hidden.unpublished = await listedProperty(agent, { title: `${tag} Taken down` })
    const down = await admin.request({
      method: 'PATCH',
      url: `/api/admin/properties/${hidden.unpublished}`,
      payload: { unpublished: true },
    })
    expect(down.statusCode, down.body).toBe(200)
    // Featured after the others were created: it still comes first.
    await feature(p.featured)
    await feature(p.studio)
  })

  it('lists available ones only: featured first, then newest', async () => {
    const page = await list(`search=${tag}`)
    expect(ids(page)).toEqual([p.featured, p.studio, p.land, p.bedsitter, p.villa])
    expect(page).toMatchObject({ total: 5, page: 1, page_size: 12 })
    expect(page.items[0]).toMatchObject({
      title: `${tag} Three-bedroom house`,
      price: 150_000,
      listing_type: 'rent',
      property_type: 'house',
      bedrooms: 3,
      is_featured: true,
      status: 'available',
    })
  })

  it('sorts by price either way, then newest', async () => {
    expect(ids(await list(`search=${tag}&sort=price_asc`))).toEqual([
      p.bedsitter,
      p.studio,
      p.featured,
      p.land,
      p.villa,
    ])
    expect(ids(await list(`search=${tag}&sort=price_desc`))).toEqual([
      p.villa,
      p.land,
      p.featured,
      p.studio,
      p.bedsitter,
    ])
  })

  it('filters by listing type, property type, county, city, bedrooms and price', async () => {
    expect(ids(await list(`search=${tag}&listing_type=sale`))).toEqual([p.land, p.villa])
    expect(ids(await list(`search=${tag}&property_type=bedsitter`))).toEqual([p.bedsitter])
    expect(ids(await list(`search=${tag}&county=Kajiado`))).toEqual([p.land])
    // City: case does not matter.
    expect(ids(await list(`search=${tag}&city=NAIROBI`))).toEqual([p.featured, p.studio])
    expect(ids(await list(`search=${tag}&min_bedrooms=3`))).toEqual([p.featured, p.villa])
    expect(ids(await list(`search=${tag}&min_price=10000&max_price=3200000`))).toEqual([
      p.featured,
      p.studio,
      p.land,
    ])
    expect(ids(await list(`search=${tag}&listing_type=rent&county=Nairobi&min_bedrooms=1`))).toEqual([
      p.featured,
    ])
    // Empty and "all" mean no filter, as the web's selects send them.
    expect((await list(`search=${tag}&listing_type=all&county=&min_price=`)).total).toBe(5)
  })

  it('searches title, address, city and county, case-insensitively and partially', async () => {
    expect(ids(await list(`search=${tag.toUpperCase()} villa`))).toEqual([p.villa])
    expect(ids(await list(`search=${encodeURIComponent('kamiti ro')}`))).toEqual([p.bedsitter])
    const ruiru = ids(await list('search=ruiru'))
    expect(ruiru).toContain(p.bedsitter)
    const kajiado = ids(await list('search=kajiad'))
    expect(kajiado).toContain(p.land)
    // The user's wildcards are taken literally.
    expect((await list(`search=${tag}%25`)).total).toBe(0)
    expect((await list('search=_')).total).toBe(0)
  })

  it('pages', async () => {
    const second = await list(`search=${tag}&page=2&page_size=2`)
    expect(ids(second)).toEqual([p.land, p.bedsitter])
    expect(second).toMatchObject({ total: 5, page: 2, page_size: 2 })
    expect((await list(`search=${tag}&page=4&page_size=2`)).items).toEqual([])
  })

  it('refuses a bad sort, page or filter with 400', async () => {
    for (const query of ['sort=cheapest', 'page=0', 'page_size=49', 'county=Atlantis', 'min_bedrooms=-1']) {
      const response = await get(`/api/properties?${query}`)
      expect(response.statusCode, query).toBe(400)
      expect(response.json().error.code).toBe('validation_failed')
    }
  })

  it('shows let and sold pages to anyone, drafts and unpublished ones only to the agent and admins', async () => {
    for (const id of [hidden.let, hidden.sold])
      expect((await get(`/api/properties/${id}`)).statusCode).toBe(200)
    const stranger = await makeCustomer(app)
    const otherAgent = await makeAgent(app, { name: 'Another Agent' })
    for (const id of [hidden.draft, hidden.unpublished]) {
      for (const headers of [
        {} as Record<string, string>,
        { cookie: stranger.cookie },
        { cookie: otherAgent.cookie },
      ]) {
        const response = await get(`/api/properties/${id}`, headers)
        expect(response.statusCode).toBe(404)
        expect(response.json().error).toEqual({
          code: 'real_estate.property_not_found',
          message: 'Property not found.',
        })
      }
      const own = await agent.request({ method: 'GET', url: `/api/properties/${id}` })
      expect(own.statusCode).toBe(200)
      expect(own.json().is_owner).toBe(true)
      const byAdmin = await admin.request({ method: 'GET', url: `/api/properties/${id}` })
      expect(byAdmin.statusCode).toBe(200)
      expect(byAdmin.json().is_owner).toBe(false)
    }
  })
})

describe('a property page', () => {
  it('answers the whole listing; the extra fields are for the signed-in reader', async () => {
    const id = await listedProperty(agent, { title: 'Maisonette in Lavington', available_from: '2030-01-01' })
    const visitor = await get(`/api/properties/${id}`)
    expect(visitor.statusCode, visitor.body).toBe(200)
    const page = propertyDetailSchema.parse(visitor.json())
    expect(page).toMatchObject({
      id,
      title: 'Maisonette in Lavington',
      description: 'Bright apartment with a balcony, borehole water and a backup generator.',
      amenities: ['Parking', 'Borehole'],
      features: ['Open-plan kitchen'],
      images: [],
      image_url: null,
      area_sqm: 110,
      available_from: '2030-01-01',
      agent: {
        id: agent.agentId,
        full_name: 'Otieno Agent',
        agency_name: 'Savannah Homes',
        is_verified: true,
      },
      contact_email: agent.email,
      is_saved: false,
      is_owner: false,
      my_viewing: null,
      taken_slots: [],
    })
    const customer = await makeCustomer(app)
    await customer.request({ method: 'PUT', url: `/api/properties/${id}/save` })
    const mine = await customer.request({ method: 'GET', url: `/api/properties/${id}` })
    expect(mine.json()).toMatchObject({ is_saved: true, is_owner: false })
  })

  it('answers the same 404 for an unknown and a malformed id', async () => {
    for (const id of [
      '00000000-0000-7000-8000-000000000000',
      'not-a-uuid',
      "1'; drop table properties; --",
    ]) {
      const response = await get(`/api/properties/${encodeURIComponent(id)}`)
      expect(response.statusCode).toBe(404)
      expect(response.json().error.code).toBe('real_estate.property_not_found')
    }
  })
})

describe('views', () => {
  const view = (id: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: `/api/properties/${id}/views`,
      headers: { origin: TEST_ORIGIN, ...headers },
    })

  it('counts one view per visitor per property per Nairobi day', async () => {
    const id = await listedProperty(agent, { title: 'Counted bungalow' })
    const browser = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/126' }
    expect((await view(id, browser)).statusCode).toBe(204)
    expect((await view(id, browser)).statusCode).toBe(204)
    expect(await viewsOf(id)).toBe(1)
    // Another browser on the same address is another visitor.
    await view(id, { 'user-agent': 'Mozilla/5.0 (iPhone) Safari/17' })
    expect(await viewsOf(id)).toBe(2)
    // A signed-in reader counts as themselves, whatever the browser.
    const customer = await makeCustomer(app)
    await customer.request({ method: 'POST', url: `/api/properties/${id}/views`, headers: browser })
    await customer.request({ method: 'POST', url: `/api/properties/${id}/views` })
    expect(await viewsOf(id)).toBe(3)
    expect((await get(`/api/properties/${id}`)).json().views_count).toBe(3)
    // The next Nairobi day, the same visitor counts again, once.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 86_400_000 })
    try {
      await view(id, browser)
      await view(id, browser)
    } finally {
      vi.useRealTimers()
    }
    expect(await viewsOf(id)).toBe(4)
  })

  it("keeps a signed-out visitor's view as a keyed hash of the day, the address and the browser", async () => {
    const id = await listedProperty(agent, { title: 'Private bedsitter' })
    const agentHeader = 'Mozilla/5.0 (Linux; Android 13) Chrome/125'
    await view(id, { 'user-agent': agentHeader })
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 86_400_000 })
    try {
      await view(id, { 'user-agent': agentHeader })
    } finally {
      vi.useRealTimers()
    }
    const keys = (await app.db.select().from(propertyViews).where(eq(propertyViews.propertyId, id))).map(
      (row) => row.viewerKey,
    )
    expect(keys).toHaveLength(2)
    // The same visitor on two days: two keys that cannot be linked to each other.
    expect(keys[0]).not.toBe(keys[1])
    // Neither the address nor the plain hash that could be reversed by trying every address.
    const plain = createHash('sha256').update(`127.0.0.1|${agentHeader}`).digest('base64url').slice(0, 32)
    for (const key of keys) {
      expect(key).toMatch(/^v:[\w-]{32}$/)
      expect(key).not.toContain('127.0.0.1')
      expect(key).not.toBe(`v:${plain}`)
    }
  })

  it('counts nothing for a let listing and answers 404 for a draft or an unknown one', async () => {
    const letId = await listedProperty(agent, { title: 'Let townhouse' })
    await moveListing(agent, letId, 'let')
    expect((await view(letId)).statusCode).toBe(204)
    expect(await viewsOf(letId)).toBe(0)
    const draft = await createListing(agent, { title: 'Uncounted draft' })
    expect((await view(draft)).statusCode).toBe(404)
    expect((await view('nonsense')).statusCode).toBe(404)
    expect(await viewsOf(draft)).toBe(0)
  })
})

describe('saved properties', () => {
  let customer: Customer
  beforeAll(async () => {
    customer = await makeCustomer(app)
  })

  it('saves and forgets, newest save first; signed out 401', async () => {
    const first = await listedProperty(agent, { title: 'Saved first' })
    const second = await listedProperty(agent, { title: 'Saved second' })
    for (const id of [first, second]) {
      const response = await customer.request({ method: 'PUT', url: `/api/properties/${id}/save` })
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json()).toEqual({ saved: true })
    }
    // Saving again changes nothing.
    expect((await customer.request({ method: 'PUT', url: `/api/properties/${first}/save` })).statusCode).toBe(
      200,
    )
    const saved = await customer.request({ method: 'GET', url: '/api/properties/saved' })
    expect(saved.json().items.map((item: { id: string }) => item.id)).toEqual([first, second].reverse())
    const forgotten = await customer.request({ method: 'DELETE', url: `/api/properties/${second}/save` })
    expect(forgotten.json()).toEqual({ saved: false })
    expect(
      (await customer.request({ method: 'GET', url: '/api/properties/saved' })).json().items,
    ).toHaveLength(1)
    for (const request of [
      { method: 'GET' as const, url: '/api/properties/saved' },
      { method: 'PUT' as const, url: `/api/properties/${first}/save` },
      { method: 'DELETE' as const, url: `/api/properties/${first}/save` },
    ]) {
      const response = await app.inject({ ...request, headers: { origin: TEST_ORIGIN } })
      expect(response.statusCode).toBe(401)
    }
  })

  it("refuses another agent's draft and unknown ids (404); an unpublished saved one leaves the list", async () => {
    const draft = await createListing(agent, { title: 'Not yours to save' })
    for (const id of [draft, 'abc', '00000000-0000-7000-8000-000000000000']) {
      const response = await customer.request({ method: 'PUT', url: `/api/properties/${id}/save` })
      expect(response.statusCode).toBe(404)
      expect(response.json().error.code).toBe('real_estate.property_not_found')
    }
    const id = await listedProperty(agent, { title: 'Soon taken down' })
    await customer.request({ method: 'PUT', url: `/api/properties/${id}/save` })
    await admin.request({
      method: 'PATCH',
      url: `/api/admin/properties/${id}`,
      payload: { unpublished: true },
    })
    const saved = (await customer.request({ method: 'GET', url: '/api/properties/saved' })).json().items
    expect(saved.map((item: { id: string }) => item.id)).not.toContain(id)
  })
})

describe('saved searches', () => {
  it('builds the label on the server, lists newest first and deletes only its own', async () => {
    const customer = await makeCustomer(app)
    const created = await customer.request({
      method: 'POST',
      url: '/api/property-searches',
      payload: {
        criteria: {
          listing_type: 'rent',
          property_type: 'apartment',
          county: 'Nairobi',
          min_bedrooms: 2,
          max_price: 120_000,
          search: ' Kilimani ',
          city: '',
        },
      },
    })
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json()).toMatchObject({
      label: 'Rent · Apartment · Nairobi · 2+ beds · Up to KSh 120,000 · “Kilimani”',
      criteria: {
        listing_type: 'rent',
        property_type: 'apartment',
        county: 'Nairobi',
        min_bedrooms: 2,
        max_price: 120_000,
        search: 'Kilimani',
      },
    })
    expect(created.json().criteria).not.toHaveProperty('city')
    const everything = await customer.request({
      method: 'POST',
      url: '/api/property-searches',
      payload: { criteria: { min_price: 1_500_000, max_price: 12_500_000, listing_type: 'sale' } },
    })
    expect(everything.json().label).toBe('Sale · KSh 1.5M – KSh 12.5M')
    const none = await customer.request({
      method: 'POST',
      url: '/api/property-searches',
      payload: { criteria: {} },
    })
    expect(none.json().label).toBe('All properties')
    const listed = (await customer.request({ method: 'GET', url: '/api/property-searches' })).json().items
    expect(listed.map((item: { id: string }) => item.id)).toEqual([
      none.json().id,
      everything.json().id,
      created.json().id,
    ])

    const other = await makeCustomer(app)
    for (const id of [created.json().id, 'nonsense']) {
      const response = await other.request({ method: 'DELETE', url: `/api/property-searches/${id}` })
      expect(response.statusCode).toBe(404)
      expect(response.json().error.code).toBe('real_estate.saved_search_not_found')
    }
    const deleted = await customer.request({
      method: 'DELETE',
      url: `/api/property-searches/${created.json().id}`,
    })
    expect(deleted.statusCode).toBe(204)
    expect(
      (await customer.request({ method: 'GET', url: '/api/property-searches' })).json().items,
    ).toHaveLength(2)
    for (const request of [
      { method: 'GET' as const, url: '/api/property-searches' },
      { method: 'POST' as const, url: '/api/property-searches' },
    ]) {
      const response = await app.inject({
        ...request,
        payload: { criteria: {} },
        headers: { origin: TEST_ORIGIN },
      })
      expect(response.statusCode).toBe(401)
    }
  })

  it(`keeps at most ${SAVED_SEARCHES_MAX} per user (409 saved_searches_full)`, async () => {
    const customer = await makeCustomer(app)
    for (let i = 0; i < SAVED_SEARCHES_MAX; i++) {
      const response = await customer.request({
        method: 'POST',
        url: '/api/property-searches',
        payload: { criteria: { min_price: 1000 * (i + 1) } },
      })
      expect(response.statusCode).toBe(201)
    }
    const full = await customer.request({
      method: 'POST',
      url: '/api/property-searches',
      payload: { criteria: { county: 'Nakuru' } },
    })
    expect(full.statusCode).toBe(409)
    expect(full.json().error).toEqual({
      code: 'real_estate.saved_searches_full',
      message: 'You can keep at most 20 saved searches. Delete one to save another.',
    })
    expect(
      await app.db.$count(propertySavedSearches, eq(propertySavedSearches.userId, customer.userId)),
    ).toBe(SAVED_SEARCHES_MAX)
  })

  it('refuses criteria the list would refuse (400)', async () => {
    const customer = await makeCustomer(app)
    const response = await customer.request({
      method: 'POST',
      url: '/api/property-searches',
      payload: { criteria: { county: 'Gotham', min_price: -5 } },
    })
    expect(response.statusCode).toBe(400)
  })
})
