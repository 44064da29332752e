import { adminAgentSchema, adminPropertyListSchema } from '@soko/shared/real-estate/real-estate.schema'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectRealtime } from '../../test/realtime-client'
import {
  createListing,
  listedProperty,
  makeAdmin,
  makeAgent,
  makeCustomer,
  moveListing,
  noticesOf,
  type Agent,
  type Customer,
} from '../../test/real-estate-helpers'
import { buildTestApp, TEST_ORIGIN } from '../../test/test-app'
import { auditLog } from '../admin/audit.table'
import { realEstateAgents } from './real-estate.table'

// The admin's real estate (/api/admin/properties, /api/admin/real-estate-agents), audited, and the billboard's
// property source.

let app: FastifyInstance
let admin: Customer
let agent: Agent
let realtimeUrl: string

beforeAll(async () => {
  app = await buildTestApp()
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('no address')
  realtimeUrl = `ws://127.0.0.1:${address.port}/api/realtime`
  admin = await makeAdmin(app)
  agent = await makeAgent(app, { name: 'Wafula Agent', agency: 'Lakeside Properties' })
})
afterAll(async () => {
  await app.close()
})

const auditOf = (entityType: string, id: string) =>
  app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, id)))
    .orderBy(auditLog.createdAt)
const patchProperty = (id: string, payload: object) =>
  admin.request({ method: 'PATCH', url: `/api/admin/properties/${id}`, payload })
const adminList = async (query = '') => {
  const response = await admin.request({ method: 'GET', url: `/api/admin/properties${query}` })
  expect(response.statusCode, response.body).toBe(200)
  return adminPropertyListSchema.parse(response.json())
}

describe('access', () => {
  it('401 signed out and 403 for a customer or an agent, on every admin route', async () => {
    const customer = await makeCustomer(app)
    const id = '00000000-0000-7000-8000-000000000000'
    for (const [method, url] of [
      ['GET', '/api/admin/properties'],
      ['PATCH', `/api/admin/properties/${id}`],
      ['GET', '/api/admin/real-estate-agents'],
      ['PATCH', `/api/admin/real-estate-agents/${id}`],
    ] as const) {
      const signedOut = await app.inject({ method, url, headers: { origin: TEST_ORIGIN } })
      expect(signedOut.statusCode, url).toBe(401)
      for (const who of [customer, agent]) {
        const refused = await who.request({ method, url, payload: { is_verified: true } })
        expect(refused.statusCode, url).toBe(403)
        expect(refused.json().error.code).toBe('forbidden')
      }
    }
  })
})

describe('properties', () => {
  it('lists every status newest first with the agent, searched and filtered, with an exact total', async () => {
    const tag = `ad${Date.now().toString(36)}`
    const draft = await createListing(agent, { title: `${tag} Draft flat` })
    const listed = await listedProperty(agent, { title: `${tag} Listed house` })
    const sold = await listedProperty(agent, { title: `${tag} Sold plot`, listing_type: 'sale' })
    await moveListing(agent, sold, 'sold')
    const page = await adminList(`?search=${tag}`)
    expect(page.items.map((item) => item.id)).toEqual([sold, listed, draft])
    expect(page.total).toBe(3)
    expect(page.items[1]).toMatchObject({
      status: 'available',
      agent_name: 'Wafula Agent',
      agency_name: 'Lakeside Properties',
      views_count: 0,
    })
    const drafts = await adminList(`?search=${tag}&status=draft`)
    expect(drafts.items.map((item) => item.id)).toEqual([draft])
    expect(drafts.total).toBe(1)
    expect(
      (await admin.request({ method: 'GET', url: '/api/admin/properties?status=gone' })).statusCode,
    ).toBe(400)
  })

  it('pages newest first: limit rows, next_before to the next page, null on the last, total every match', async () => {
    const tag = `pg${Date.now().toString(36)}`
    const ids: string[] = []
    for (const n of [1, 2, 3, 4, 5]) ids.unshift(await createListing(agent, { title: `${tag} Flat ${n}` }))
    const first = await adminList(`?search=${tag}&limit=2`)
    expect(first.items.map((item) => item.id)).toEqual(ids.slice(0, 2))
    expect(first.total).toBe(5)
    expect(first.next_before).toBe(ids[1])
    const second = await adminList(`?search=${tag}&limit=2&before=${first.next_before}`)
    expect(second.items.map((item) => item.id)).toEqual(ids.slice(2, 4))
    expect(second.total).toBe(5)
    const last = await adminList(`?search=${tag}&limit=2&before=${second.next_before}`)
    expect(last.items.map((item) => item.id)).toEqual(ids.slice(4))
    expect(last.next_before).toBeNull()
    expect((await adminList(`?search=${tag}`)).next_before).toBeNull()
    // A cursor naming no listing matches nothing; a malformed one or a limit out of range is refused.
    const unknown = await adminList(`?search=${tag}&limit=2&before=00000000-0000-7000-8000-000000000000`)
    expect(unknown.items).toEqual([])
    for (const query of ['?before=nope', '?limit=0', '?limit=101', '?limit=two']) {
      const refused = await admin.request({ method: 'GET', url: `/api/admin/properties${query}` })
      expect(refused.statusCode, query).toBe(400)
      expect(refused.json().error.code, query).toBe('validation_failed')
    }
  })

  it('features and unfeatures, each audited; a change that changes nothing is not', async () => {
    const id = await listedProperty(agent, { title: 'Featured maisonette' })
    const featured = await patchProperty(id, { is_featured: true })
    expect(featured.statusCode, featured.body).toBe(200)
    expect(featured.json()).toMatchObject({ id, is_featured: true, status: 'available' })
    expect((await patchProperty(id, { is_featured: true })).statusCode).toBe(200)
    await patchProperty(id, { is_featured: false })
    const entries = await auditOf('property', id)
    expect(entries.map((entry) => [entry.action, entry.summary, entry.before, entry.after])).toEqual([
      [
        'property.feature',
        'Featured property "Featured maisonette"',
        { is_featured: false },
        { is_featured: true },
      ],
      [
        'property.feature',
        'Unfeatured property "Featured maisonette"',
        { is_featured: true },
        { is_featured: false },
      ],
    ])
    expect(entries[0]).toMatchObject({ actorId: admin.userId, actorEmail: admin.email })
  })

  it('unpublishes (off the list, 404 to the public) and restores as available, audited', async () => {
    const id = await listedProperty(agent, { title: 'Unpublished bungalow' })
    const down = await patchProperty(id, { unpublished: true })
    expect(down.json().status).toBe('unpublished')
    expect((await app.inject({ method: 'GET', url: `/api/properties/${id}` })).statusCode).toBe(404)
    expect(
      (await app.inject({ method: 'GET', url: '/api/properties?search=Unpublished%20bungalow' })).json()
        .total,
    ).toBe(0)
    const restored = await patchProperty(id, { unpublished: false })
    expect(restored.json().status).toBe('available')
    expect((await app.inject({ method: 'GET', url: `/api/properties/${id}` })).statusCode).toBe(200)
    // Restoring one that is not unpublished changes nothing.
    await patchProperty(id, { unpublished: false })
    expect((await auditOf('property', id)).map((entry) => entry.action)).toEqual([
      'property.unpublish',
      'property.restore',
    ])
  })

  it('restoring a draft that was taken down publishes it: its saved-search matches are told', async () => {
    const customer = await makeCustomer(app)
    const tag = `rs${Date.now().toString(36)}`
    await customer.request({
      method: 'POST',
      url: '/api/property-searches',
      payload: { criteria: { search: tag } },
    })
    const draft = await createListing(agent, { title: `${tag} Draft taken down` })
    await patchProperty(draft, { unpublished: true })
    await patchProperty(draft, { unpublished: false })
    expect(
      (await noticesOf(customer)).filter((notice) => notice.action_url === `/property/${draft}`),
    ).toHaveLength(1)
  })

  it('refuses an empty change (400) and answers 404 for unknown and malformed ids', async () => {
    const id = await listedProperty(agent)
    expect((await patchProperty(id, {})).statusCode).toBe(400)
    for (const unknown of ['00000000-0000-7000-8000-000000000000', 'nope']) {
      const response = await patchProperty(unknown, { is_featured: true })
      expect(response.statusCode).toBe(404)
      expect(response.json().error.code).toBe('real_estate.property_not_found')
    }
  })
})

describe('agents', () => {
  it('lists agents with e-mail and listing count; verifying is audited and tells the admins', async () => {
    const pending = await makeAgent(app, { verified: false, name: 'Chebet Pending', agency: 'Eldoret Homes' })
    const listed = (await admin.request({ method: 'GET', url: '/api/admin/real-estate-agents' })).json().items
    expect(listed.find((item: { id: string }) => item.id === pending.agentId)).toEqual({
      id: pending.agentId,
      user_id: pending.userId,
      full_name: 'Chebet Pending',
      agency_name: 'Eldoret Homes',
      email: pending.email,
      is_verified: false,
      listings: 0,
      created_at: expect.any(String),
    })
    expect(listed.find((item: { id: string }) => item.id === agent.agentId).listings).toBeGreaterThan(0)
    expect((await pending.request({ method: 'GET', url: '/api/real-estate-dashboard' })).statusCode).toBe(403)

    const live = connectRealtime(realtimeUrl, admin.cookie)
    try {
      await live.next((event) => event.type === 'ready', 3000)
      const verified = await admin.request({
        method: 'PATCH',
        url: `/api/admin/real-estate-agents/${pending.agentId}`,
        payload: { is_verified: true },
      })
      expect(verified.statusCode, verified.body).toBe(200)
      expect(adminAgentSchema.parse(verified.json())).toMatchObject({
        id: pending.agentId,
        is_verified: true,
      })
      await live.next((event) => event.type === 'admin.notice' && event.kind === 'agent_verified', 3000)
    } finally {
      live.socket.close()
    }
    expect((await pending.request({ method: 'GET', url: '/api/real-estate-dashboard' })).statusCode).toBe(200)
    // Again: nothing changes, nothing is recorded.
    await admin.request({
      method: 'PATCH',
      url: `/api/admin/real-estate-agents/${pending.agentId}`,
      payload: { is_verified: true },
    })
    await admin.request({
      method: 'PATCH',
      url: `/api/admin/real-estate-agents/${pending.agentId}`,
      payload: { is_verified: false },
    })
    const entries = await auditOf('real_estate_agent', pending.agentId)
    expect(entries.map((entry) => [entry.action, entry.summary])).toEqual([
      ['agent.verify', 'Verified real estate agent "Chebet Pending"'],
      ['agent.unverify', 'Unverified real estate agent "Chebet Pending"'],
    ])
    const [row] = await app.db.select().from(realEstateAgents).where(eq(realEstateAgents.id, pending.agentId))
    expect(row!.isVerified).toBe(false)
  })

  it('an approved real estate agent application makes a verified agent with the dashboard', async () => {
    const applicant = await makeCustomer(app, 'Baraka Applicant')
    const submitted = await applicant.request({
      method: 'POST',
      url: '/api/provider-applications',
      payload: {
        service_type: 'real_estate_agent',
        business_name: 'Baraka Realtors',
        business_description: 'Rentals and sales in Kilimani and Westlands.',
        business_address: 'Kilimani, Nairobi',
        business_phone: '+254712345678',
        business_email: '',
        license_number: 'EARB/1234',
        experience_years: 5,
        specialization: 'Residential lettings',
        service_areas: ['Kilimani'],
        document_ids: [],
        terms_accepted: true,
      },
    })
    expect(submitted.statusCode, submitted.body).toBe(201)
    expect((await applicant.request({ method: 'GET', url: '/api/real-estate-dashboard' })).statusCode).toBe(
      403,
    )
    const approved = await admin.request({
      method: 'POST',
      url: `/api/admin/service-applications/${submitted.json().id}/approve`,
    })
    expect(approved.statusCode, approved.body).toBe(200)
    const dashboard = await applicant.request({ method: 'GET', url: '/api/real-estate-dashboard' })
    expect(dashboard.statusCode, dashboard.body).toBe(200)
    expect(dashboard.json()).toMatchObject({
      agent: { full_name: 'Baraka Applicant', agency_name: 'Baraka Realtors', is_verified: true },
      stats: { listings: 0, available: 0, views: 0, pending_viewings: 0 },
    })
  })

  it('answers 404 for unknown and malformed agent ids, 400 for a bad body', async () => {
    for (const id of ['00000000-0000-7000-8000-000000000000', 'nope']) {
      const response = await admin.request({
        method: 'PATCH',
        url: `/api/admin/real-estate-agents/${id}`,
        payload: { is_verified: true },
      })
      expect(response.statusCode).toBe(404)
      expect(response.json().error.code).toBe('real_estate.agent_not_found')
    }
    const bad = await admin.request({
      method: 'PATCH',
      url: `/api/admin/real-estate-agents/${agent.agentId}`,
      payload: { is_verified: 'yes' },
    })
    expect(bad.statusCode).toBe(400)
  })
})

describe('the billboard', () => {
  it('mixes in available properties, newest first: type property, KSh price, address, link', async () => {
    const id = await listedProperty(agent, {
      title: 'Billboard penthouse in Westlands',
      price: 12_500_000,
      listing_type: 'sale',
      location_address: 'Waiyaki Way, Westlands',
    })
    const items = (await app.inject({ method: 'GET', url: '/api/adverts' })).json().items as {
      id: string
      type: string
    }[]
    const property = items.filter((item) => item.type === 'property')
    // 10% of 20.
    expect(property).toHaveLength(2)
    expect(property.find((item) => item.id === id)).toEqual({
      id,
      type: 'property',
      title: 'Billboard penthouse in Westlands',
      description: 'Bright apartment with a balcony, borehole water and a backup generator.',
      price: 12_500_000,
      image_url: null,
      location: 'Waiyaki Way, Westlands',
      vendor: 'Lakeside Properties',
      category: 'apartment',
      link: `/property/${id}`,
    })
    // A draft never shows.
    const draft = await createListing(agent, { title: 'Billboard draft' })
    const again = (await app.inject({ method: 'GET', url: '/api/adverts' })).json().items as { id: string }[]
    expect(again.map((item) => item.id)).not.toContain(draft)
  })
})
