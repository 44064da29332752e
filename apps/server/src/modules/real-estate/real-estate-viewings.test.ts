import { agentViewingSchema, viewingSchema } from '@soko/shared/real-estate/real-estate.schema'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  createListing,
  listedProperty,
  makeAgent,
  makeCustomer,
  moveListing,
  nairobiDay,
  noticesOf,
  requestViewing,
  type Agent,
} from '../../test/real-estate-helpers'
import { buildTestApp, TEST_ORIGIN } from '../../test/test-app'
import { propertyViewings } from './real-estate.table'

// Viewings (docs/real-estate-api.md): the customer's request with its date and slot rules (Nairobi time), the
// agent's confirm and decline, the requester's cancel, who may do which, and who is told.

let app: FastifyInstance
let agent: Agent

beforeAll(async () => {
  app = await buildTestApp()
  agent = await makeAgent(app, { name: 'Njeri Agent' })
})
afterAll(async () => {
  await app.close()
})

const tomorrow = nairobiDay(1)
const confirm = (who: Agent, id: string) =>
  who.request({ method: 'POST', url: `/api/real-estate-dashboard/viewings/${id}/confirm` })
const decline = (who: Agent, id: string, reason?: string) =>
  who.request({
    method: 'POST',
    url: `/api/real-estate-dashboard/viewings/${id}/decline`,
    payload: reason === undefined ? {} : { reason },
  })
const cancel = (who: { request: Agent['request'] }, id: string) =>
  who.request({ method: 'POST', url: `/api/property-viewings/${id}/cancel` })
const statusOf = async (id: string) =>
  (await app.db.select().from(propertyViewings).where(eq(propertyViewings.id, id)))[0]!.status
const expectError = (response: { statusCode: number; json(): unknown }, status: number, code: string) => {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(status)
  expect((response.json() as { error: { code: string } }).error.code).toBe(code)
}

describe('requesting a viewing', () => {
  it('creates a requested viewing, tells the agent, and shows it on the page and in My viewings', async () => {
    const id = await listedProperty(agent, { title: 'Riverside Drive apartment' })
    const customer = await makeCustomer(app, 'Kamau Mwangi')
    const response = await requestViewing(customer, id, {
      date: tomorrow,
      slot: '10:00',
      message: '  Is parking included?  ',
    })
    expect(response.statusCode, response.body).toBe(201)
    const viewing = viewingSchema.parse(response.json())
    expect(viewing).toMatchObject({
      property_id: id,
      property_title: 'Riverside Drive apartment',
      property_address: 'Argwings Kodhek Road, Kilimani',
      date: tomorrow,
      slot: '10:00',
      message: 'Is parking included?',
      status: 'requested',
      response_note: null,
    })
    const [notice] = await noticesOf(agent)
    expect(notice).toMatchObject({
      title: 'New viewing request',
      message: `Kamau Mwangi would like to view Riverside Drive apartment on ${tomorrow} at 10:00. Confirm or decline it in your dashboard.`,
      action_url: '/real-estate-dashboard',
    })
    const page = (await customer.request({ method: 'GET', url: `/api/properties/${id}` })).json()
    expect(page.my_viewing).toMatchObject({ id: viewing.id, status: 'requested' })
    const mine = (await customer.request({ method: 'GET', url: '/api/property-viewings/mine' })).json()
    expect(mine.items.map((item: { id: string }) => item.id)).toEqual([viewing.id])
  })

  it('refuses a second open request for the same property (409 viewing_already_open), not after a cancel', async () => {
    const id = await listedProperty(agent)
    const customer = await makeCustomer(app)
    const first = await requestViewing(customer, id)
    expect(first.statusCode).toBe(201)
    expectError(
      await requestViewing(customer, id, { date: nairobiDay(2), slot: '11:00' }),
      409,
      'real_estate.viewing_already_open',
    )
    expect((await cancel(customer, first.json().id)).statusCode).toBe(200)
    expect((await requestViewing(customer, id, { date: nairobiDay(2), slot: '11:00' })).statusCode).toBe(201)
  })

  it('refuses a date before today, more than 90 days ahead, or a bad date or slot', async () => {
    const id = await listedProperty(agent)
    const customer = await makeCustomer(app)
    const yesterday = await requestViewing(customer, id, { date: nairobiDay(-1), slot: '12:00' })
    expectError(yesterday, 400, 'real_estate.viewing_past_date')
    expect(yesterday.json().error.message).toBe('The viewing date cannot be before today.')
    const far = await requestViewing(customer, id, { date: nairobiDay(91), slot: '12:00' })
    expectError(far, 400, 'real_estate.viewing_too_far')
    expect(far.json().error.message).toBe('Viewings can be requested up to 90 days ahead.')
    for (const body of [
      { date: '2030-02-30', slot: '12:00' },
      { date: '14/03/2030', slot: '12:00' },
      { date: tomorrow, slot: '12:30' },
      { date: tomorrow, slot: '08:00' },
      { date: tomorrow },
    ])
      expectError(await requestViewing(customer, id, body), 400, 'validation_failed')
    const slot = await requestViewing(customer, id, { date: tomorrow, slot: '18:00' })
    expect(slot.json().error.message).toBe('Please choose one of the available time slots.')
    // The 90th day is still fine.
    expect((await requestViewing(customer, id, { date: nairobiDay(90), slot: '17:00' })).statusCode).toBe(201)
  })

  it('refuses a slot of today that has already begun (Nairobi time), and takes a later one', async () => {
    // Its own agent: the notice written at the moved clock would sort among the others' notices.
    const id = await listedProperty(await makeAgent(app, { name: 'Clock Agent' }))
    const customer = await makeCustomer(app)
    const today = nairobiDay(0)
    // 16:30 in Nairobi today.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${today}T16:30:00+03:00`) })
    try {
      const begun = await requestViewing(customer, id, { date: today, slot: '16:00' })
      expectError(begun, 400, 'real_estate.viewing_past_slot')
      expect(begun.json().error.message).toBe(
        'That time has already passed today. Please choose a later slot.',
      )
      expectError(
        await requestViewing(customer, id, { date: today, slot: '09:00' }),
        400,
        'real_estate.viewing_past_slot',
      )
      const later = await requestViewing(customer, id, { date: today, slot: '17:00' })
      expect(later.statusCode, later.body).toBe(201)
    } finally {
      vi.useRealTimers()
    }
  })

  it('refuses the agent their own listing, and listings that are not available', async () => {
    const id = await listedProperty(agent)
    expectError(await requestViewing(agent, id), 409, 'real_estate.viewing_own_listing')
    const customer = await makeCustomer(app)
    const letId = await listedProperty(agent)
    await moveListing(agent, letId, 'let')
    const notListed = await requestViewing(customer, letId)
    expectError(notListed, 409, 'real_estate.viewing_not_listed')
    expect(notListed.json().error.message).toBe('This property is not available for viewings.')
    // A draft is not even there for the customer.
    const draft = await createListing(agent)
    expectError(await requestViewing(customer, draft), 404, 'real_estate.property_not_found')
    expectError(await requestViewing(customer, 'nonsense'), 404, 'real_estate.property_not_found')
  })

  it('answers 401 signed out', async () => {
    const id = await listedProperty(agent)
    for (const [method, url] of [
      ['POST', `/api/properties/${id}/viewings`],
      ['GET', '/api/property-viewings/mine'],
      ['POST', `/api/property-viewings/${id}/cancel`],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        payload: { date: tomorrow, slot: '10:00' },
        headers: { origin: TEST_ORIGIN },
      })
      expect(response.statusCode, url).toBe(401)
    }
  })
})

describe('answering and cancelling', () => {
  it('the agent confirms: the requester is told; a confirmed viewing cannot be confirmed or declined again', async () => {
    const id = await listedProperty(agent, { title: 'Lavington townhouse' })
    const customer = await makeCustomer(app)
    const viewing = (await requestViewing(customer, id, { date: tomorrow, slot: '14:00' })).json()
    const confirmed = await confirm(agent, viewing.id)
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(agentViewingSchema.parse(confirmed.json())).toMatchObject({
      id: viewing.id,
      status: 'confirmed',
      requester: { id: customer.userId, full_name: 'Wanjiku Customer', email: customer.email },
    })
    const [notice] = await noticesOf(customer)
    expect(notice).toMatchObject({
      title: 'Viewing confirmed',
      message: `Your viewing of Lavington townhouse on ${tomorrow} at 14:00 is confirmed.`,
      action_url: `/property/${id}`,
    })
    expectError(await confirm(agent, viewing.id), 409, 'real_estate.viewing_not_pending')
    expectError(await decline(agent, viewing.id, 'Changed my mind'), 409, 'real_estate.viewing_not_pending')
    // The page shows the slot as taken to everyone.
    const page = (await app.inject({ method: 'GET', url: `/api/properties/${id}` })).json()
    expect(page.taken_slots).toEqual([{ date: tomorrow, slot: '14:00' }])
  })

  it('one confirmed viewing per slot: a second confirmation is 409 viewing_slot_taken, a new request too', async () => {
    const id = await listedProperty(agent)
    const [first, second, third] = [await makeCustomer(app), await makeCustomer(app), await makeCustomer(app)]
    const a = (await requestViewing(first, id, { date: tomorrow, slot: '15:00' })).json()
    const b = (await requestViewing(second, id, { date: tomorrow, slot: '15:00' })).json()
    expect((await confirm(agent, a.id)).statusCode).toBe(200)
    const taken = await confirm(agent, b.id)
    expectError(taken, 409, 'real_estate.viewing_slot_taken')
    expect(taken.json().error.message).toBe(
      'That time is already booked for another viewing. Please choose another slot.',
    )
    expect(await statusOf(b.id)).toBe('requested')
    expectError(
      await requestViewing(third, id, { date: tomorrow, slot: '15:00' }),
      409,
      'real_estate.viewing_slot_taken',
    )
    // The same hour another day, or another hour, is free.
    expect((await requestViewing(third, id, { date: tomorrow, slot: '16:00' })).statusCode).toBe(201)
  })

  it('the agent declines with a reason: the requester is told why', async () => {
    const id = await listedProperty(agent, { title: 'Kileleshwa bedsitter' })
    const customer = await makeCustomer(app)
    const viewing = (await requestViewing(customer, id, { date: tomorrow, slot: '09:00' })).json()
    const declined = await decline(agent, viewing.id, 'The tenant is still moving out that day.')
    expect(declined.statusCode, declined.body).toBe(200)
    expect(declined.json()).toMatchObject({
      status: 'declined',
      response_note: 'The tenant is still moving out that day.',
    })
    const [notice] = await noticesOf(customer)
    expect(notice).toMatchObject({
      title: 'Viewing declined',
      message: `Your viewing of Kileleshwa bedsitter on ${tomorrow} at 09:00 was declined: The tenant is still moving out that day.`,
    })
    const mine = (await customer.request({ method: 'GET', url: '/api/property-viewings/mine' })).json()
    expect(mine.items[0]).toMatchObject({ id: viewing.id, status: 'declined' })
    // Declined is closed: a new request is allowed; the declined one cannot be cancelled.
    expectError(await cancel(customer, viewing.id), 409, 'real_estate.viewing_cannot_cancel')
    expect((await requestViewing(customer, id)).statusCode).toBe(201)
  })

  it("another agent, a customer and a signed-out visitor cannot answer an agent's viewing", async () => {
    const id = await listedProperty(agent)
    const customer = await makeCustomer(app)
    const viewing = (await requestViewing(customer, id)).json()
    const other = await makeAgent(app, { name: 'Rival Agent' })
    expectError(await confirm(other, viewing.id), 404, 'real_estate.viewing_not_found')
    expectError(await decline(other, viewing.id), 404, 'real_estate.viewing_not_found')
    expectError(await confirm(other, 'not-an-id'), 404, 'real_estate.viewing_not_found')
    const asCustomer = await customer.request({
      method: 'POST',
      url: `/api/real-estate-dashboard/viewings/${viewing.id}/confirm`,
    })
    expectError(asCustomer, 403, 'real_estate.not_agent')
    const signedOut = await app.inject({
      method: 'POST',
      url: `/api/real-estate-dashboard/viewings/${viewing.id}/confirm`,
      headers: { origin: TEST_ORIGIN },
    })
    expect(signedOut.statusCode).toBe(401)
    expect(await statusOf(viewing.id)).toBe('requested')
  })

  it('only the requester cancels, a requested or confirmed one, before its time; the agent is told', async () => {
    const id = await listedProperty(agent, { title: 'Westlands studio' })
    const customer = await makeCustomer(app, 'Achieng Otieno')
    const viewing = (await requestViewing(customer, id, { date: tomorrow, slot: '11:00' })).json()
    await confirm(agent, viewing.id)
    const stranger = await makeCustomer(app)
    expectError(await cancel(stranger, viewing.id), 404, 'real_estate.viewing_not_found')
    expectError(await cancel(agent, viewing.id), 404, 'real_estate.viewing_not_found')
    const cancelled = await cancel(customer, viewing.id)
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json()).toMatchObject({ id: viewing.id, status: 'cancelled' })
    const [notice] = await noticesOf(agent)
    expect(notice).toMatchObject({
      title: 'Viewing cancelled',
      message: `Achieng Otieno cancelled the viewing of Westlands studio on ${tomorrow} at 11:00.`,
    })
    expectError(await cancel(customer, viewing.id), 409, 'real_estate.viewing_cannot_cancel')
    // The slot is free again.
    expect((await app.inject({ method: 'GET', url: `/api/properties/${id}` })).json().taken_slots).toEqual([])
  })

  it('a viewing whose time has come can no longer be cancelled', async () => {
    const id = await listedProperty(agent)
    const customer = await makeCustomer(app)
    const [past] = await app.db
      .insert(propertyViewings)
      .values({
        propertyId: id,
        requesterId: customer.userId,
        date: nairobiDay(-2),
        slot: '10:00',
        status: 'confirmed',
      })
      .returning()
    expectError(await cancel(customer, past!.id), 409, 'real_estate.viewing_cannot_cancel')
    expect(await statusOf(past!.id)).toBe('confirmed')
  })
})

describe("the agent's viewings", () => {
  it('lists the viewings of their own listings only, upcoming first, by status on request', async () => {
    const own = await makeAgent(app, { name: 'Listing Agent' })
    const mine = await listedProperty(own, { title: 'Own listing' })
    const others = await listedProperty(agent, { title: 'Someone else listing' })
    const [a, b, c] = [await makeCustomer(app), await makeCustomer(app), await makeCustomer(app)]
    const later = (await requestViewing(a, mine, { date: nairobiDay(5), slot: '10:00' })).json()
    const sooner = (await requestViewing(b, mine, { date: nairobiDay(2), slot: '16:00' })).json()
    await requestViewing(c, others)
    const [past] = await app.db
      .insert(propertyViewings)
      .values({
        propertyId: mine,
        requesterId: c.userId,
        date: nairobiDay(-3),
        slot: '09:00',
        status: 'confirmed',
      })
      .returning()
    const listed = await own.request({ method: 'GET', url: '/api/real-estate-dashboard/viewings' })
    expect(listed.statusCode, listed.body).toBe(200)
    expect(listed.json().items.map((item: { id: string }) => item.id)).toEqual([
      sooner.id,
      later.id,
      past!.id,
    ])
    expect(listed.json().items[0].requester).toMatchObject({ id: b.userId, email: b.email })
    const confirmed = await own.request({
      method: 'GET',
      url: '/api/real-estate-dashboard/viewings?status=confirmed',
    })
    expect(confirmed.json().items.map((item: { id: string }) => item.id)).toEqual([past!.id])
    const bad = await own.request({ method: 'GET', url: '/api/real-estate-dashboard/viewings?status=maybe' })
    expect(bad.statusCode).toBe(400)
    const listing = (await own.request({ method: 'GET', url: '/api/real-estate-dashboard/listings' })).json()
    expect(listing.items[0]).toMatchObject({ id: mine, viewing_requests: 3, pending_viewings: 2 })
    const dashboard = (await own.request({ method: 'GET', url: '/api/real-estate-dashboard' })).json()
    expect(dashboard.stats).toMatchObject({ listings: 1, available: 1, pending_viewings: 2 })
  })
})

describe('My activity', () => {
  it('lists viewings as property_viewing: the property, the date and slot, the status', async () => {
    const id = await listedProperty(agent, { title: 'Activity apartment' })
    const customer = await makeCustomer(app)
    const viewing = (await requestViewing(customer, id, { date: tomorrow, slot: '13:00' })).json()
    await confirm(agent, viewing.id)
    const items = (await customer.request({ method: 'GET', url: '/api/activity' })).json().items
    expect(items).toEqual([
      {
        kind: 'property_viewing',
        id: viewing.id,
        title: 'Activity apartment',
        subtitle: `${tomorrow} · 13:00`,
        status: 'confirmed',
        date: viewing.created_at,
        amount_cents: null,
        href: `/property/${id}`,
        ticket_count: null,
      },
    ])
  })
})
