import { agentListingSchema, PROPERTY_IMAGES_MAX } from '@soko/shared/real-estate/real-estate.schema'
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { multipart } from '../../test/multipart'
import {
  createListing,
  listedProperty,
  listingInput,
  makeAdmin,
  makeAgent,
  makeCustomer,
  moveListing,
  noticesOf,
  type Agent,
} from '../../test/real-estate-helpers'
import { buildTestApp, TEST_ORIGIN } from '../../test/test-app'
import { properties } from './real-estate.table'

// The agent's dashboard API (/api/real-estate-dashboard, docs/real-estate-api.md): who may use it, listings and
// their status moves, pictures, and the saved-search match when a listing is first published.

let app: FastifyInstance
let agent: Agent

beforeAll(async () => {
  app = await buildTestApp()
  agent = await makeAgent(app, { name: 'Mutua Agent', agency: 'Rift Valley Realty' })
})
afterAll(async () => {
  await app.close()
})

const rowOf = async (id: string) => (await app.db.select().from(properties).where(eq(properties.id, id)))[0]!
const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer()
const upload = (who: Agent, id: string, bytes: Buffer, type = 'image/png', name = 'house.png') => {
  const { body, contentType } = multipart(name, type, bytes)
  return app.inject({
    method: 'POST',
    url: `/api/real-estate-dashboard/listings/${id}/images`,
    headers: { cookie: who.cookie, origin: TEST_ORIGIN, 'content-type': contentType },
    payload: body,
  })
}

describe('access', () => {
  it('401 signed out, 403 real_estate.not_agent for customers and unverified agents, before the body is read', async () => {
    const customer = await makeCustomer(app)
    const unverified = await makeAgent(app, { verified: false, name: 'Pending Agent' })
    const id = '00000000-0000-7000-8000-000000000000'
    const routes: { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string }[] = [
      { method: 'GET', url: '/api/real-estate-dashboard' },
      { method: 'GET', url: '/api/real-estate-dashboard/listings' },
      { method: 'POST', url: '/api/real-estate-dashboard/listings' },
      { method: 'PATCH', url: `/api/real-estate-dashboard/listings/${id}` },
      { method: 'POST', url: `/api/real-estate-dashboard/listings/${id}/status` },
      { method: 'POST', url: `/api/real-estate-dashboard/listings/${id}/images` },
      { method: 'DELETE', url: `/api/real-estate-dashboard/listings/${id}/images/0` },
      { method: 'GET', url: '/api/real-estate-dashboard/viewings' },
      { method: 'POST', url: `/api/real-estate-dashboard/viewings/${id}/confirm` },
      { method: 'POST', url: `/api/real-estate-dashboard/viewings/${id}/decline` },
    ]
    for (const route of routes) {
      const label = `${route.method} ${route.url}`
      const signedOut = await app.inject({ ...route, headers: { origin: TEST_ORIGIN } })
      expect(signedOut.statusCode, label).toBe(401)
      // An invalid body: a 403 shows the guard ran before it was read.
      for (const who of [customer, unverified]) {
        const refused = await who.request({ ...route, payload: { nonsense: true } })
        expect(refused.statusCode, label).toBe(403)
        expect(refused.json().error).toEqual({
          code: 'real_estate.not_agent',
          message:
            'Only verified real estate agents can manage listings. Apply as a Real Estate Agent in the Service Hub.',
        })
      }
    }
  })

  it("answers 404 for another agent's listing, and for unknown and malformed ids", async () => {
    const theirs = await createListing(await makeAgent(app, { name: 'Other Agent' }))
    for (const id of [theirs, 'nonsense', '00000000-0000-7000-8000-000000000000']) {
      const patched = await agent.request({
        method: 'PATCH',
        url: `/api/real-estate-dashboard/listings/${id}`,
        payload: { title: 'Taken over listing' },
      })
      expect(patched.statusCode, id).toBe(404)
      expect(patched.json().error.code).toBe('real_estate.property_not_found')
      expect((await moveListing(agent, id, 'available')).statusCode).toBe(404)
      expect((await upload(agent, id, await png())).statusCode).toBe(404)
      const removed = await agent.request({
        method: 'DELETE',
        url: `/api/real-estate-dashboard/listings/${id}/images/0`,
      })
      expect(removed.statusCode).toBe(404)
    }
    expect((await rowOf(theirs)).title).toBe('Two-bedroom apartment in Kilimani')
  })
})

describe('listings', () => {
  it("creates a draft whose contact defaults to the agent's account, and lists own listings newest first", async () => {
    const fresh = await makeAgent(app, { name: 'Fresh Agent' })
    const first = await createListing(fresh, { title: 'First listing of mine' })
    const created = await fresh.request({
      method: 'POST',
      url: '/api/real-estate-dashboard/listings',
      payload: listingInput({ title: 'Second listing of mine', contact_phone: '0722 000 111' }),
    })
    expect(created.statusCode, created.body).toBe(201)
    expect(agentListingSchema.parse(created.json())).toMatchObject({
      title: 'Second listing of mine',
      status: 'draft',
      price: 85_000,
      contact_phone: '0722 000 111',
      contact_email: fresh.email,
      agent: { id: fresh.agentId, full_name: 'Fresh Agent', is_verified: true },
      viewing_requests: 0,
      pending_viewings: 0,
    })
    expect(await rowOf(created.json().id)).toMatchObject({ ownerId: fresh.userId, priceCents: 8_500_000 })
    const listed = (await fresh.request({ method: 'GET', url: '/api/real-estate-dashboard/listings' })).json()
    expect(listed.items.map((item: { id: string }) => item.id)).toEqual([created.json().id, first])
    // A draft is not listed to the public.
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/properties?search=${encodeURIComponent('listing of mine')}`,
        })
      ).json().total,
    ).toBe(0)
  })

  it('refuses bad input with 400 and field messages', async () => {
    for (const overrides of [
      { title: 'Flat' },
      { price: 0 },
      { county: 'Narnia' },
      { listing_type: 'lease' },
      { amenities: ['Helipad'] },
      { virtual_tour_url: 'javascript:alert(1)' },
      { available_from: '2030-02-30' },
      { latitude: 51.5 },
    ]) {
      const response = await agent.request({
        method: 'POST',
        url: '/api/real-estate-dashboard/listings',
        payload: listingInput(overrides),
      })
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400)
      expect(response.json().error.code).toBe('validation_failed')
      expect(Object.keys(response.json().error.fields).map((key) => key.split('.')[0])).toEqual(
        Object.keys(overrides),
      )
    }
  })

  it('updates only the fields sent', async () => {
    const id = await createListing(agent)
    const patched = await agent.request({
      method: 'PATCH',
      url: `/api/real-estate-dashboard/listings/${id}`,
      payload: { title: 'Renovated two-bedroom in Kilimani', price: 90_000, bedrooms: null },
    })
    expect(patched.statusCode, patched.body).toBe(200)
    expect(patched.json()).toMatchObject({
      title: 'Renovated two-bedroom in Kilimani',
      price: 90_000,
      bedrooms: null,
      description: 'Bright apartment with a balcony, borehole water and a backup generator.',
      amenities: ['Parking', 'Borehole'],
      features: ['Open-plan kitchen'],
      status: 'draft',
    })
  })
})

describe('status moves', () => {
  it('follows agentStatusMoves; anything else is 409 bad_move', async () => {
    const id = await createListing(agent)
    const refused = await moveListing(agent, id, 'let')
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error).toEqual({
      code: 'real_estate.bad_move',
      message: 'This listing cannot move to that status.',
    })
    expect((await moveListing(agent, id, 'unpublished')).statusCode).toBe(409)
    const published = await moveListing(agent, id, 'available')
    expect(published.statusCode, published.body).toBe(200)
    expect(published.json().status).toBe('available')
    const firstPublished = (await rowOf(id)).publishedAt
    expect(firstPublished).toBeInstanceOf(Date)
    expect((await moveListing(agent, id, 'available')).statusCode).toBe(409)
    expect((await moveListing(agent, id, 'sold')).statusCode).toBe(200)
    expect((await moveListing(agent, id, 'let')).statusCode).toBe(409)
    expect((await moveListing(agent, id, 'available')).statusCode).toBe(200)
    expect((await moveListing(agent, id, 'draft')).statusCode).toBe(200)
    expect((await moveListing(agent, id, 'available')).statusCode).toBe(200)
    // Published once: the first time stays.
    expect((await rowOf(id)).publishedAt).toEqual(firstPublished)
    const bad = await moveListing(agent, id, 'gone')
    expect(bad.statusCode).toBe(400)
  })

  it('an unpublished listing answers 409 unpublished_by_admin to every move', async () => {
    const id = await listedProperty(agent)
    const admin = await makeAdmin(app)
    await admin.request({
      method: 'PATCH',
      url: `/api/admin/properties/${id}`,
      payload: { unpublished: true },
    })
    for (const status of ['available', 'draft', 'let']) {
      const response = await moveListing(agent, id, status)
      expect(response.statusCode).toBe(409)
      expect(response.json().error.code).toBe('real_estate.unpublished_by_admin')
    }
    expect((await rowOf(id)).status).toBe('unpublished')
  })

  it('a verified agent later unverified keeps their listings listed but loses the dashboard', async () => {
    const later = await makeAgent(app, { name: 'Soon Unverified' })
    const id = await listedProperty(later, { title: 'Still listed after unverify' })
    const admin = await makeAdmin(app)
    const unverified = await admin.request({
      method: 'PATCH',
      url: `/api/admin/real-estate-agents/${later.agentId}`,
      payload: { is_verified: false },
    })
    expect(unverified.statusCode, unverified.body).toBe(200)
    expect((await later.request({ method: 'GET', url: '/api/real-estate-dashboard' })).statusCode).toBe(403)
    expect((await app.inject({ method: 'GET', url: `/api/properties/${id}` })).statusCode).toBe(200)
  })
})

describe('pictures', () => {
  it('stores resized WebP pictures; the first is the card picture; removing one removes its files', async () => {
    const id = await createListing(agent)
    const first = await upload(agent, id, await png())
    expect(first.statusCode, first.body).toBe(201)
    const [url] = first.json().images as string[]
    expect(url).toMatch(/^\/uploads\/properties\/.+-1200\.webp$/)
    const second = await upload(agent, id, await png(), 'image/jpeg', 'second.jpg')
    expect(second.json().images).toHaveLength(2)
    const secondUrl = second.json().images[1] as string
    expect((await rowOf(id)).imageUrl).toBe(url)
    const served = await app.inject({ method: 'GET', url: url! })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toContain('image/webp')

    const removed = await agent.request({
      method: 'DELETE',
      url: `/api/real-estate-dashboard/listings/${id}/images/0`,
    })
    expect(removed.statusCode, removed.body).toBe(200)
    expect(removed.json()).toEqual({ images: [secondUrl] })
    expect((await rowOf(id)).imageUrl).toBe(secondUrl)
    expect((await app.inject({ method: 'GET', url: url! })).statusCode).toBe(404)
    expect(
      (await app.inject({ method: 'GET', url: url!.replace('-1200.webp', '-240.webp') })).statusCode,
    ).toBe(404)
    for (const index of ['1', '-1', 'x', '999'])
      expect(
        (
          await agent.request({
            method: 'DELETE',
            url: `/api/real-estate-dashboard/listings/${id}/images/${index}`,
          })
        ).statusCode,
        index,
      ).toBe(404)
    await agent.request({ method: 'DELETE', url: `/api/real-estate-dashboard/listings/${id}/images/0` })
    expect(await rowOf(id)).toMatchObject({ images: [], imageUrl: null })
  })

  it('refuses a file that is not an image, a missing file, and more than the maximum', async () => {
    const id = await createListing(agent)
    const text = await upload(agent, id, Buffer.from('just some text'), 'text/plain', 'notes.txt')
    expect(text.statusCode).toBe(400)
    expect(text.json().error.code).toBe('image_not_an_image')
    const disguised = await upload(agent, id, Buffer.from('not really a png'), 'image/png')
    expect(disguised.statusCode).toBe(400)
    expect(disguised.json().error.code).toBe('image_not_an_image')
    const missing = await agent.request({
      method: 'POST',
      url: `/api/real-estate-dashboard/listings/${id}/images`,
      payload: {},
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error.code).toBe('image_missing')

    const full = Array.from({ length: PROPERTY_IMAGES_MAX }, (_, i) => `/demo/properties/house-${i}.webp`)
    await app.db.update(properties).set({ images: full, imageUrl: full[0] }).where(eq(properties.id, id))
    const tooMany = await upload(agent, id, await png())
    expect(tooMany.statusCode).toBe(409)
    expect(tooMany.json().error).toEqual({
      code: 'real_estate.too_many_images',
      message: 'A listing can have at most 12 pictures.',
    })
    expect((await rowOf(id)).images).toEqual(full)
    // A demo picture is not ours: removing it leaves the files alone, and it leaves the list.
    const removed = await agent.request({
      method: 'DELETE',
      url: `/api/real-estate-dashboard/listings/${id}/images/3`,
    })
    expect(removed.json().images).toHaveLength(PROPERTY_IMAGES_MAX - 1)
    expect((await upload(agent, id, await png())).statusCode).toBe(201)
  })
})

describe('saved searches matched on first publication', () => {
  it("tells each matching search's owner once, never the listing's agent, and never fails the move", async () => {
    const tag = `zx${Date.now().toString(36)}`
    const save = async (who: { request: Agent['request'] }, criteria: Record<string, unknown>) => {
      const response = await who.request({
        method: 'POST',
        url: '/api/property-searches',
        payload: { criteria },
      })
      expect(response.statusCode, response.body).toBe(201)
    }
    const matching = await makeCustomer(app, 'Matching Searcher')
    const twice = await makeCustomer(app, 'Two Searches')
    const other = await makeCustomer(app, 'Other Searcher')
    await save(matching, { listing_type: 'rent', county: 'Nakuru', min_bedrooms: 2, search: tag })
    await save(twice, { search: tag.toUpperCase() })
    await save(twice, { county: 'Nakuru', max_price: 60_000 })
    await save(other, { search: tag, listing_type: 'sale' })
    await save(other, { search: tag, county: 'Nairobi' })
    await save(other, { search: tag, min_price: 70_000 })
    await save(other, { search: tag, city: 'Naivasha' })
    await save(agent, { search: tag })

    const id = await createListing(agent, {
      title: `${tag} Three-bedroom bungalow in Milimani`,
      county: 'Nakuru',
      city: 'Nakuru',
      bedrooms: 3,
      price: 55_000,
    })
    const expected = {
      title: 'New property matches your saved search',
      message: `${tag} Three-bedroom bungalow in Milimani · KSh 55,000/month`,
      action_url: `/property/${id}`,
    }
    const matchesOf = async (who: { request: Agent['request'] }) =>
      (await noticesOf(who)).filter((notice) => notice.title === expected.title)
    // A draft is nobody's match.
    expect(await matchesOf(matching)).toEqual([])
    expect((await moveListing(agent, id, 'available')).statusCode).toBe(200)
    expect(await matchesOf(matching)).toEqual([expect.objectContaining(expected)])
    expect(await matchesOf(twice)).toEqual([expect.objectContaining(expected)])
    expect(await matchesOf(other)).toEqual([])
    expect(await matchesOf(agent)).toEqual([])

    // Published again later: nobody is told a second time.
    await moveListing(agent, id, 'let')
    await moveListing(agent, id, 'available')
    expect(await matchesOf(matching)).toHaveLength(1)
  })

  it("a notice that cannot be written does not fail the agent's move", async () => {
    const customer = await makeCustomer(app)
    const response = await customer.request({
      method: 'POST',
      url: '/api/property-searches',
      payload: { criteria: { county: 'Nyeri' } },
    })
    expect(response.statusCode).toBe(201)
    const broken = createBrokenNotifications()
    const id = await createListing(agent, { county: 'Nyeri', city: 'Nyeri' })
    await broken.install()
    try {
      const moved = await moveListing(agent, id, 'available')
      expect(moved.statusCode, moved.body).toBe(200)
    } finally {
      await broken.restore()
    }
    expect((await rowOf(id)).status).toBe('available')
  })
})

/**
 * Makes writing a notification fail for a moment (its table renamed away), so the match after a publication
 * fails as a broken notification service would.
 */
function createBrokenNotifications() {
  return {
    install: () => app.db.execute(sql.raw('alter table notifications rename to notifications_away')),
    restore: () => app.db.execute(sql.raw('alter table notifications_away rename to notifications')),
  }
}
