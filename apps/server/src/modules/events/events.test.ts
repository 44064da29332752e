import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyTicketToken } from '@soko/shared/events/ticket-token'
import {
  book,
  createEvent,
  dayFromToday,
  makeAdmin,
  makeCustomer,
  makePromoter,
} from '../../test/event-helpers'
import { multipart } from '../../test/multipart'
import WebSocket from 'ws'
import {
  attemptByCheckoutId,
  eventually,
  mailTo,
  payMpesa,
  postCallback,
  successCallback,
} from '../../test/payment-helpers'
import { buildTestApp, TEST_ORIGIN } from '../../test/test-app'
import { auditLog } from '../admin/audit.table'
import { orders } from '../orders/orders.table'
import { events } from './events.table'

let app: FastifyInstance
let promoter: Awaited<ReturnType<typeof makePromoter>>
let admin: Awaited<ReturnType<typeof makeAdmin>>

beforeAll(async () => {
  // M-Pesa callbacks are delivered by the test itself, when it chooses.
  app = await buildTestApp({ SANDBOX_DARAJA_CALLBACK_DELAY_MS: '3600000' })
  await app.listen({ port: 0, host: '127.0.0.1' })
  promoter = await makePromoter(app)
  admin = await makeAdmin(app)
})
afterAll(async () => {
  await app.close()
})

const seatsOf = async (id: string) =>
  (await app.db.select().from(events).where(eq(events.id, id)))[0]!.currentAttendees
const list = async (query: string) => {
  const response = await app.inject({ method: 'GET', url: `/api/events?${query}` })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as { events: { id: string; title: string }[]; total: number }
}

describe('the public list', () => {
  const tag = `zx${Date.now().toString(36)}`
  const ids: Record<string, string> = {}
  beforeAll(async () => {
    ids.soon = await createEvent(promoter, {
      title: `${tag} Jazz Soon`,
      date: dayFromToday(3),
      price: 2000,
      event_type: 'concert',
    })
    ids.later = await createEvent(promoter, {
      title: `${tag} Coding Workshop`,
      date: dayFromToday(20),
      price: 0,
      event_type: 'workshop',
      location: 'iHub, Nairobi',
    })
    ids.mombasa = await createEvent(promoter, {
      title: `${tag} Beach Festival`,
      date: dayFromToday(40),
      price: 500,
      event_type: 'festival',
      location: 'Nyali Beach, Mombasa',
    })
    ids.ended = await createEvent(promoter, {
      title: `${tag} Old Charity Run`,
      date: dayFromToday(-5),
      price: 100,
      event_type: 'charity',
    })
    ids.running = await createEvent(promoter, {
      title: `${tag} Running Expo`,
      date: dayFromToday(-1),
      end_date: dayFromToday(2),
      price: 1500,
      event_type: 'conference',
    })
    ids.hidden = await createEvent(promoter, { title: `${tag} Draft Gala`, is_active: false })
    await app.db.update(events).set({ popularity: 50 }).where(eq(events.id, ids.mombasa))
  })

  it('shows only published events; upcoming by date first, the ended ones last', async () => {
    const page = await list(`search=${tag}`)
    // A multi-day event that began yesterday and runs on is not ended: it comes first.
    expect(page.events.map((event) => event.id)).toEqual([
      ids.running,
      ids.soon,
      ids.later,
      ids.mombasa,
      ids.ended,
    ])
    expect(page.total).toBe(5)
    const flags = page.events.map((event) => (event as unknown as { is_ended: boolean }).is_ended)
    expect(flags).toEqual([false, false, false, false, true])
  })

  it('filters by type, price, and a date range whose end day counts whole', async () => {
    expect((await list(`search=${tag}&type=workshop`)).events.map((e) => e.id)).toEqual([ids.later])
    expect((await list(`search=${tag}&type=all`)).total).toBe(5)
    expect((await list(`search=${tag}&price=free`)).events.map((e) => e.id)).toEqual([ids.later])
    expect((await list(`search=${tag}&price=paid`)).total).toBe(4)
    const range = await list(`search=${tag}&from=${dayFromToday(3)}&to=${dayFromToday(20)}`)
    expect(range.events.map((e) => e.id)).toEqual([ids.soon, ids.later])
  })

  it('searches title, location and type, case-insensitively', async () => {
    expect((await list(`search=${tag.toUpperCase()} beach`)).events.map((e) => e.id)).toEqual([ids.mombasa])
    const byLocation = await list(`search=mombasa&limit=60`)
    expect(byLocation.events.map((e) => e.id)).toContain(ids.mombasa)
    const byType = await list(`search=festival&limit=60`)
    expect(byType.events.map((e) => e.id)).toContain(ids.mombasa)
  })

  it('sorts by price both ways and by popularity, and pages', async () => {
    expect((await list(`search=${tag}&sort=price_asc`)).events.map((e) => e.id)).toEqual([
      ids.later,
      ids.ended,
      ids.mombasa,
      ids.running,
      ids.soon,
    ])
    expect((await list(`search=${tag}&sort=price_desc`)).events[0]!.id).toBe(ids.soon)
    expect((await list(`search=${tag}&sort=popularity`)).events[0]!.id).toBe(ids.mombasa)
    // Pages cross the running, upcoming and ended parts of the list as one.
    const first = await list(`search=${tag}&limit=2&page=1`)
    expect(first.events.map((e) => e.id)).toEqual([ids.running, ids.soon])
    const second = await list(`search=${tag}&limit=2&page=2`)
    expect(second).toMatchObject({ total: 5 })
    expect(second.events.map((e) => e.id)).toEqual([ids.later, ids.mombasa])
    const third = await list(`search=${tag}&limit=2&page=3`)
    expect(third.events.map((e) => e.id)).toEqual([ids.ended])
    expect((await list(`search=${tag}&limit=2&page=4`)).events).toEqual([])
    expect((await app.inject({ method: 'GET', url: '/api/events?sort=cheapest' })).statusCode).toBe(400)
  })

  it("keeps a filter's counts, and forgets them when an event is created, edited or unpublished", async () => {
    const kept = `Kept${Date.now()}`
    expect((await list(`search=${kept}`)).total).toBe(0)
    const first = await createEvent(promoter, { title: `${kept} Gala`, date: dayFromToday(9) })
    expect((await list(`search=${kept}`)).total).toBe(1)
    const second = await createEvent(promoter, { title: `${kept} Picnic`, date: dayFromToday(12) })
    expect((await list(`search=${kept}&sort=price_asc`)).total).toBe(2)
    const moved = await promoter.request({
      method: 'PATCH',
      url: `/api/event-dashboard/events/${second}`,
      payload: { date: dayFromToday(-3) },
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const page = await list(`search=${kept}`)
    expect(page.total).toBe(2)
    expect(page.events.map((event) => event.id)).toEqual([first, second])
    const hidden = await admin.request({ method: 'POST', url: `/api/admin/events/${first}/unpublish` })
    expect(hidden.statusCode, hidden.body).toBe(200)
    expect((await list(`search=${kept}`)).events.map((event) => event.id)).toEqual([second])
  })

  it('answers 404 for an unknown, unpublished or malformed event', async () => {
    for (const id of [ids.hidden, '00000000-0000-7000-8000-000000000000', 'not-an-id']) {
      const response = await app.inject({ method: 'GET', url: `/api/events/${id}` })
      expect(response.statusCode).toBe(404)
      expect(response.json().error.code).toBe('events.not_found')
    }
    const shown = await app.inject({ method: 'GET', url: `/api/events/${ids.soon}` })
    expect(shown.json()).toMatchObject({
      id: ids.soon,
      organizer: 'Sauti Events',
      organizer_contact: { phone: '254712000111' },
      seats_left: 100,
      is_sold_out: false,
      price: 2000,
      price_cents: 200_000,
    })
  })
})

describe('booking', () => {
  it('refuses 11 tickets, missing fields and a signed-out visitor', async () => {
    const eventId = await createEvent(promoter)
    const customer = await makeCustomer(app)
    const eleven = await book(customer, eventId, { tickets: 11 })
    expect(eleven.statusCode).toBe(400)
    const missing = await book(customer, eventId, { full_name: ' ', phone: '' })
    expect(missing.statusCode).toBe(400)
    expect(Object.values(missing.json().error.fields)).toContain('Please fill in all required fields.')
    const signedOut = await app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/bookings`,
      headers: { origin: TEST_ORIGIN },
      payload: { full_name: 'A', email: 'a@b.co', phone: '1', tickets: 1 },
    })
    expect(signedOut.statusCode).toBe(401)
    expect(await seatsOf(eventId)).toBe(0)
  })

  it('refuses an unknown or unpublished event, an ended one, and more seats than are left', async () => {
    const customer = await makeCustomer(app)
    const hidden = await createEvent(promoter, { is_active: false })
    expect((await book(customer, hidden)).json().error.code).toBe('events.not_found')
    const ended = await createEvent(promoter, { date: dayFromToday(-1) })
    const endedAnswer = await book(customer, ended)
    expect(endedAnswer.statusCode).toBe(409)
    expect(endedAnswer.json().error).toMatchObject({ code: 'events.ended', message: 'This event has ended.' })

    const small = await createEvent(promoter, { max_attendees: 3 })
    const tooMany = await book(customer, small, { tickets: 4 })
    expect(tooMany.statusCode).toBe(409)
    expect(tooMany.json().error).toMatchObject({
      code: 'events.not_enough_seats',
      message: 'Only 3 seat(s) left for this event.',
    })
    expect((await book(customer, small, { tickets: 3 })).statusCode).toBe(201)
    const soldOut = await book(customer, small, { tickets: 1 })
    expect(soldOut.statusCode).toBe(409)
    expect(soldOut.json().error.code).toBe('events.sold_out')
    const card = (await app.inject({ method: 'GET', url: `/api/events/${small}` })).json()
    expect(card).toMatchObject({ seats_left: 0, is_sold_out: true, current_attendees: 3 })
  })

  it('confirms a free event at once: no payment, tickets issued, a notice', async () => {
    const eventId = await createEvent(promoter, { price: 0, title: 'Open Mic Kisumu' })
    const customer = await makeCustomer(app)
    const response = await book(customer, eventId, { tickets: 3, email: customer.email })
    expect(response.statusCode, response.body).toBe(201)
    const body = response.json()
    expect(body).toMatchObject({ tickets_reserved: 3, requires_payment: false })
    expect(body.order).toMatchObject({ status: 'paid', payment_status: 'paid', total_amount_cents: 0 })
    expect(body.order.shipping_address).toBeNull()
    expect(await seatsOf(eventId)).toBe(3)
    const tickets = (
      await customer.request({ method: 'GET', url: `/api/tickets?order_id=${body.order.id}` })
    ).json().tickets
    expect(tickets).toHaveLength(3)
    expect(new Set(tickets.map((t: { code: string }) => t.code)).size).toBe(3)
    // The notice and the receipt are queue jobs run after the answer (decision 014).
    const receipt = await eventually(async () => (await mailTo(app, customer.email)).at(-1))
    expect(receipt.text).toContain('Free: nothing to pay')
    for (const ticket of tickets) expect(receipt.text).toContain(ticket.code)
  })

  it('a paid booking: pending with seats taken, then M-Pesa pays it and issues one ticket per seat', async () => {
    const eventId = await createEvent(promoter, { price: 1200, title: 'Sauti Sol Live' })
    const customer = await makeCustomer(app)
    const response = await book(
      customer,
      eventId,
      { tickets: 3, email: customer.email },
      { 'idempotency-key': 'book-1' },
    )
    expect(response.statusCode, response.body).toBe(201)
    const { order, requires_payment, tickets_reserved } = response.json()
    expect({ requires_payment, tickets_reserved }).toEqual({ requires_payment: true, tickets_reserved: 3 })
    expect(order).toMatchObject({ status: 'pending', total_amount_cents: 360_000, shipping_address: null })
    expect(order.items).toEqual([
      expect.objectContaining({
        kind: 'event_ticket',
        reference_id: eventId,
        quantity: 3,
        price_at_purchase: 1200,
      }),
    ])
    expect(await seatsOf(eventId)).toBe(3)
    // A retry with the same key answers the same order and takes nothing more.
    const again = await book(
      customer,
      eventId,
      { tickets: 3, email: customer.email },
      { 'idempotency-key': 'book-1' },
    )
    expect(again.json().order.id).toBe(order.id)
    expect(await seatsOf(eventId)).toBe(3)
    expect(
      (await customer.request({ method: 'GET', url: `/api/tickets?order_id=${order.id}` })).json().tickets,
    ).toEqual([])

    const push = await payMpesa(app, customer.cookie, {
      phoneNumber: '0712 345 678',
      amount: order.mpesa_amount,
      orderId: order.id,
    })
    expect(push.statusCode, push.body).toBe(200)
    const attempt = await attemptByCheckoutId(app, push.json().checkoutRequestId)
    expect((await postCallback(app, attempt.callbackToken!, successCallback(attempt))).statusCode).toBe(200)
    // The callback answers first; the tickets are issued by the queue's job (decision 014).
    await app.jobs.runOnce()

    const tickets = (
      await customer.request({ method: 'GET', url: `/api/tickets?order_id=${order.id}` })
    ).json().tickets as { id: string; code: string; qr_token: string; status: string; holder_name: string }[]
    expect(tickets).toHaveLength(3)
    expect(tickets.every((t) => t.status === 'valid' && t.holder_name === 'Wanjiru Kamau')).toBe(true)
    expect(tickets.every((t) => /^[0-9A-HJKMNP-TV-Z]{10}$/.test(t.code))).toBe(true)
    // The QR token verifies offline with the published key, and names its ticket and event.
    const key = (await app.inject({ method: 'GET', url: '/api/events/ticket-key' })).json()
    expect(key.algorithm).toBe('Ed25519')
    expect(await verifyTicketToken(tickets[0]!.qr_token, key.public_key)).toEqual({
      t: tickets[0]!.id,
      c: tickets[0]!.code,
      e: eventId,
    })
    const receipt = (await mailTo(app, customer.email)).at(-1)!
    for (const ticket of tickets) expect(receipt.text).toContain(ticket.code)
    const notices = (await customer.request({ method: 'GET', url: '/api/notifications' })).json().items
    expect(notices.map((n: { message: string }) => n.message)).toContain(
      'Payment successful! Your event tickets have been confirmed.',
    )
    const sales = (await promoter.request({ method: 'GET', url: '/api/event-dashboard/events' })).json()
      .events
    expect(sales.find((e: { id: string }) => e.id === eventId)).toMatchObject({
      tickets_sold: 3,
      seats_left: 97,
      revenue_cents: 360_000,
      checked_in: 0,
    })
  })

  it('gives the seats back when an unpaid booking expires', async () => {
    const eventId = await createEvent(promoter, { max_attendees: 5 })
    const customer = await makeCustomer(app)
    const { order } = (await book(customer, eventId, { tickets: 5 })).json()
    expect(await seatsOf(eventId)).toBe(5)
    expect((await book(await makeCustomer(app), eventId, { tickets: 1 })).json().error.code).toBe(
      'events.sold_out',
    )
    await app.db
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id))
    await app.jobs.runOnce()
    expect(await seatsOf(eventId)).toBe(0)
    expect((await book(await makeCustomer(app), eventId, { tickets: 1 })).statusCode).toBe(201)
  })

  it('gives the seats back when the customer cancels an unpaid booking', async () => {
    const eventId = await createEvent(promoter)
    const customer = await makeCustomer(app)
    const { order } = (await book(customer, eventId, { tickets: 4 })).json()
    const cancelled = await customer.request({ method: 'POST', url: `/api/orders/${order.id}/cancel` })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(await seatsOf(eventId)).toBe(0)
  })
})

describe('an admin cancelling a paid booking', () => {
  it('voids its tickets and gives the seats back; a refund is due', async () => {
    const eventId = await createEvent(promoter, { price: 800 })
    const customer = await makeCustomer(app)
    const { order } = (await book(customer, eventId, { tickets: 2 })).json()
    await app.checkout.paymentSucceeded(order.id, {
      method: 'mpesa',
      reference: 'SKEV0000001',
      receipt: 'SKEV0000001',
    })
    await app.jobs.runOnce()
    const tickets = (
      await customer.request({ method: 'GET', url: `/api/tickets?order_id=${order.id}` })
    ).json().tickets
    expect(tickets.map((t: { status: string }) => t.status)).toEqual(['valid', 'valid'])
    const cancelled = await admin.request({
      method: 'PATCH',
      url: `/api/admin/orders/${order.id}`,
      payload: { status: 'cancelled' },
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', refund_due: true })
    const after = (await customer.request({ method: 'GET', url: `/api/tickets?order_id=${order.id}` })).json()
      .tickets
    expect(after.map((t: { status: string }) => t.status)).toEqual(['void', 'void'])
    expect(await seatsOf(eventId)).toBe(0)
    const door = await promoter.request({
      method: 'POST',
      url: `/api/event-dashboard/events/${eventId}/check-ins`,
      payload: { code: tickets[0].code },
    })
    expect(door.statusCode).toBe(409)
    expect(door.json().error).toEqual({ code: 'events.ticket_void', message: 'This ticket is void' })
  })
})

describe('check-in at the door', () => {
  it('marks a ticket used once and says why it refuses', async () => {
    const eventId = await createEvent(promoter, { price: 0 })
    const otherEvent = await createEvent(promoter, { price: 0 })
    const customer = await makeCustomer(app)
    const { order } = (await book(customer, eventId, { tickets: 2 })).json()
    const { order: otherOrder } = (await book(customer, otherEvent, { tickets: 1 })).json()
    const [first, second] = (
      await customer.request({ method: 'GET', url: `/api/tickets?order_id=${order.id}` })
    ).json().tickets
    const [elsewhere] = (
      await customer.request({ method: 'GET', url: `/api/tickets?order_id=${otherOrder.id}` })
    ).json().tickets
    const checkIn = (payload: object) =>
      promoter.request({ method: 'POST', url: `/api/event-dashboard/events/${eventId}/check-ins`, payload })

    const ok = await checkIn({ code: first.code.toLowerCase() })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json()).toMatchObject({
      ticket: { ticket_id: first.id, status: 'used' },
      checked_in: 1,
      tickets_sold: 2,
    })
    const again = await checkIn({ code: first.code })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('events.ticket_already_checked_in')
    expect(again.json().error.message).toMatch(/^Already checked in at \d\d:\d\d$/)

    const byToken = await checkIn({ token: second.qr_token })
    expect(byToken.statusCode, byToken.body).toBe(200)
    expect(byToken.json()).toMatchObject({ checked_in: 2 })

    const wrong = await checkIn({ token: elsewhere.qr_token })
    expect(wrong.statusCode).toBe(409)
    expect(wrong.json().error).toEqual({
      code: 'events.ticket_wrong_event',
      message: 'This ticket is not for this event',
    })
    const unknown = await checkIn({ code: 'ZZZZZZZZZZ' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.code).toBe('events.ticket_not_found')
    // A token with a forged signature is refused as unknown.
    const [prefix, payload, signature] = (second.qr_token as string).split('.')
    const forged = `${prefix}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BA' : 'AA'}`
    expect((await checkIn({ token: forged })).statusCode).toBe(404)
    expect((await checkIn({})).statusCode).toBe(400)

    const attendees = (
      await promoter.request({ method: 'GET', url: `/api/event-dashboard/events/${eventId}/attendees` })
    ).json()
    expect(attendees).toMatchObject({ checked_in: 2, tickets_sold: 2 })
    expect(attendees.attendees).toHaveLength(2)
    expect(attendees.attendees[0]).toMatchObject({
      holder_name: 'Wanjiru Kamau',
      email: 'wanjiru@example.co.ke',
    })
  })
})

describe('the promoter dashboard', () => {
  it('creates, edits, publishes and unpublishes; capacity never below the seats taken', async () => {
    const created = await promoter.request({
      method: 'POST',
      url: '/api/event-dashboard/events',
      payload: {
        title: 'Kisumu Lakeside Festival',
        description: 'Music and food by Lake Victoria.',
        event_type: 'festival',
        date: dayFromToday(30),
        end_date: dayFromToday(31),
        time: '12:00',
        location: 'Dunga Beach, Kisumu',
        price: 750.5,
        max_attendees: 10,
      },
    })
    expect(created.statusCode, created.body).toBe(201)
    const event = created.json()
    expect(event).toMatchObject({
      is_active: false,
      price: 750.5,
      price_cents: 75_050,
      organizer: 'Sauti Events',
    })
    expect((await app.inject({ method: 'GET', url: `/api/events/${event.id}` })).statusCode).toBe(404)
    const published = await promoter.request({
      method: 'PATCH',
      url: `/api/event-dashboard/events/${event.id}`,
      payload: { is_active: true, title: 'Kisumu Lakeside Festival 2026' },
    })
    expect(published.json()).toMatchObject({ is_active: true, title: 'Kisumu Lakeside Festival 2026' })
    expect((await app.inject({ method: 'GET', url: `/api/events/${event.id}` })).statusCode).toBe(200)

    await book(await makeCustomer(app), event.id, { tickets: 4 })
    const below = await promoter.request({
      method: 'PATCH',
      url: `/api/event-dashboard/events/${event.id}`,
      payload: { max_attendees: 3 },
    })
    expect(below.statusCode).toBe(400)
    expect(below.json().error.code).toBe('events.capacity_below_sold')
    const exact = await promoter.request({
      method: 'PATCH',
      url: `/api/event-dashboard/events/${event.id}`,
      payload: { max_attendees: 4 },
    })
    expect(exact.json()).toMatchObject({ max_attendees: 4, seats_left: 0, is_sold_out: true })
    const badEnd = await promoter.request({
      method: 'PATCH',
      url: `/api/event-dashboard/events/${event.id}`,
      payload: { end_date: dayFromToday(1) },
    })
    expect(badEnd.statusCode).toBe(400)

    const unpublished = await promoter.request({
      method: 'PATCH',
      url: `/api/event-dashboard/events/${event.id}`,
      payload: { is_active: false },
    })
    expect(unpublished.json().is_active).toBe(false)
    const mine = (await promoter.request({ method: 'GET', url: '/api/event-dashboard/events' })).json().events
    expect(mine.map((e: { id: string }) => e.id)).toContain(event.id)
  })

  it('uploads a picture for its own event', async () => {
    const eventId = await createEvent(promoter)
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    )
    const { body, contentType } = multipart('poster.png', 'image/png', png)
    const response = await app.inject({
      method: 'POST',
      url: `/api/event-dashboard/events/${eventId}/image`,
      headers: { cookie: promoter.cookie, origin: TEST_ORIGIN, 'content-type': contentType },
      payload: body,
    })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json().image_url).toMatch(/^\/uploads\/events\/.+\.webp$/)
    const shown = (await app.inject({ method: 'GET', url: `/api/events/${eventId}` })).json()
    expect(shown.image_url).toBe(response.json().image_url)
  })

  it("keeps promoters apart: another's event is 404, a customer 403, a visitor 401", async () => {
    const eventId = await createEvent(promoter)
    const rival = await makePromoter(app, 'Rival Promotions')
    for (const [method, url, payload] of [
      ['PATCH', `/api/event-dashboard/events/${eventId}`, { title: 'Mine now' }],
      ['GET', `/api/event-dashboard/events/${eventId}/attendees`, undefined],
      ['POST', `/api/event-dashboard/events/${eventId}/check-ins`, { code: 'ABCDEFGHJK' }],
    ] as const) {
      const response = await rival.request({ method, url, ...(payload ? { payload } : {}) })
      expect(response.statusCode, url).toBe(404)
      expect(response.json().error.code).toBe('events.not_found')
    }
    expect(
      (await rival.request({ method: 'GET', url: '/api/event-dashboard/events' })).json().events,
    ).toEqual([])
    const customer = await makeCustomer(app)
    const forbidden = await customer.request({ method: 'GET', url: '/api/event-dashboard/events' })
    expect(forbidden.statusCode).toBe(403)
    expect(forbidden.json().error.code).toBe('events.not_promoter')
    expect(
      (await customer.request({ method: 'POST', url: '/api/event-dashboard/events', payload: {} }))
        .statusCode,
    ).toBe(403)
    expect((await app.inject({ method: 'GET', url: '/api/event-dashboard/events' })).statusCode).toBe(401)
    expect((await app.inject({ method: 'GET', url: '/api/tickets' })).statusCode).toBe(401)
  })
})

describe('the admin', () => {
  it('unpublishes and publishes an event, audited; the dashboard counts events and tickets', async () => {
    const eventId = await createEvent(promoter, {
      price: 0,
      title: 'Nakuru Charity Walk',
      event_type: 'charity',
    })
    await book(await makeCustomer(app), eventId, { tickets: 2 })
    const before = (await admin.request({ method: 'GET', url: '/api/admin/stats' })).json()
    expect(before.events).toBeGreaterThan(0)
    expect(before.tickets_sold).toBeGreaterThanOrEqual(2)

    const listed = (
      await admin.request({ method: 'GET', url: '/api/admin/events?search=nakuru charity' })
    ).json()
    expect(listed.events[0]).toMatchObject({
      id: eventId,
      tickets_sold: 2,
      promoter: { business_name: 'Sauti Events' },
    })
    const off = await admin.request({ method: 'POST', url: `/api/admin/events/${eventId}/unpublish` })
    expect(off.statusCode, off.body).toBe(200)
    expect(off.json().is_active).toBe(false)
    expect((await app.inject({ method: 'GET', url: `/api/events/${eventId}` })).statusCode).toBe(404)
    const after = (await admin.request({ method: 'GET', url: '/api/admin/stats' })).json()
    expect(after.events).toBe(before.events - 1)
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.entityId, eventId))
    expect(audit).toEqual([
      expect.objectContaining({ action: 'event.unpublish', entityType: 'event', actorId: admin.userId }),
    ])
    expect(
      (await admin.request({ method: 'POST', url: `/api/admin/events/${eventId}/publish` })).json().is_active,
    ).toBe(true)

    const customer = await makeCustomer(app)
    expect((await customer.request({ method: 'GET', url: '/api/admin/events' })).statusCode).toBe(403)
    expect(
      (await promoter.request({ method: 'POST', url: `/api/admin/events/${eventId}/unpublish` })).statusCode,
    ).toBe(403)
  })
})

describe('live counts', () => {
  it('pushes each sale and each check-in to the promoter’s open dashboard', async () => {
    const address = app.server.address()
    if (!address || typeof address === 'string') throw new Error('no address')
    const socket = new WebSocket(`ws://127.0.0.1:${address.port}/api/realtime`, {
      headers: { origin: TEST_ORIGIN, cookie: promoter.cookie },
    })
    const messages: { type: string; event_id?: string; checked_in?: number; tickets_sold?: number }[] = []
    socket.on('message', (data) => messages.push(JSON.parse(String(data))))
    await eventually(async () => (messages.some((m) => m.type === 'ready') ? true : undefined))
    try {
      const eventId = await createEvent(promoter, { price: 0 })
      const customer = await makeCustomer(app)
      const { order } = (await book(customer, eventId, { tickets: 2 })).json()
      const sale = await eventually(async () =>
        messages.find((m) => m.type === 'events.sale' && m.event_id === eventId),
      )
      expect(sale).toMatchObject({ order_id: order.id, tickets: 2, tickets_sold: 2, checked_in: 0 })
      const [ticket] = (
        await customer.request({ method: 'GET', url: `/api/tickets?order_id=${order.id}` })
      ).json().tickets
      await promoter.request({
        method: 'POST',
        url: `/api/event-dashboard/events/${eventId}/check-ins`,
        payload: { code: ticket.code },
      })
      const checkIn = await eventually(async () =>
        messages.find((m) => m.type === 'events.check_in' && m.event_id === eventId),
      )
      expect(checkIn).toMatchObject({ ticket_id: ticket.id, checked_in: 1, tickets_sold: 2 })
    } finally {
      socket.close()
    }
  })
})
