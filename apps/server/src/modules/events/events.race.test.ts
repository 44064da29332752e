import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { as, signUp } from '../../test/auth-helpers'
import { book, createEvent, makePromoter } from '../../test/event-helpers'
import { buildTestApp } from '../../test/test-app'
import { orderItems, orders } from '../orders/orders.table'
import { events, eventTickets } from './events.table'

// Meaningful on PostgreSQL (TEST_DATABASE_URL), where the 50 bookings run in concurrent transactions on
// several connections; PGlite runs one query at a time, so there it only checks the same totals.
let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app.close()
})

describe('seats under contention', () => {
  it('50 concurrent buyers of an event with 10 seats make exactly 10 tickets; never oversold', async () => {
    const promoter = await makePromoter(app)
    const eventId = await createEvent(promoter, { title: 'Blankets & Wine', max_attendees: 10, price: 0 })
    const buyers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => signUp(app, { ip: `10.13.${Math.floor(i / 20)}.${i % 20}` })),
    )
    const responses = await Promise.all(
      buyers.map(({ cookie }) => book({ request: as(app, cookie) }, eventId, { tickets: 1 })),
    )

    const statuses = responses.map((response) => response.statusCode)
    expect(statuses.filter((status) => status === 201)).toHaveLength(10)
    expect(statuses.filter((status) => status === 409)).toHaveLength(40)
    for (const response of responses.filter((r) => r.statusCode === 409))
      expect(response.json().error).toEqual({ code: 'events.sold_out', message: 'This event is sold out.' })
    const [event] = await app.db.select().from(events).where(eq(events.id, eventId))
    expect(event).toMatchObject({ currentAttendees: 10, maxAttendees: 10 })
    const [seats] = await app.db
      .select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orderItems.referenceId, eventId))
    expect(Number(seats!.n)).toBe(10)
    // Free: each order confirmed at once, so exactly 10 tickets exist.
    expect(await app.db.$count(eventTickets, eq(eventTickets.eventId, eventId))).toBe(10)
  })

  it('mixed sizes never take more seats than there are', async () => {
    const promoter = await makePromoter(app)
    const eventId = await createEvent(promoter, { max_attendees: 10, price: 500 })
    const buyers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signUp(app, { ip: `10.14.${Math.floor(i / 20)}.${i % 20}` })),
    )
    const responses = await Promise.all(
      buyers.map(({ cookie }, i) => book({ request: as(app, cookie) }, eventId, { tickets: (i % 3) + 1 })),
    )
    const taken = responses
      .filter((response) => response.statusCode === 201)
      .reduce((sum, response) => sum + response.json().tickets_reserved, 0)
    const [event] = await app.db.select().from(events).where(eq(events.id, eventId))
    expect(event!.currentAttendees).toBe(taken)
    expect(taken).toBeLessThanOrEqual(10)
    expect(taken).toBeGreaterThan(0)
  })
})
