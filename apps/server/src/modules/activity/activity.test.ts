import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProduct } from '../../test/catalogue-helpers'
import { book, createEvent, makeCustomer, makePromoter } from '../../test/event-helpers'
import { placeOrder } from '../../test/order-helpers'
import { buildTestApp } from '../../test/test-app'
import { serviceProviderProfiles } from '../providers/providers.table'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app.close()
})

type Item = {
  kind: string
  id: string
  title: string
  status: string
  href: string
  ticket_count: number | null
}

describe('My activity', () => {
  it('lists my shop orders, service bookings and event bookings, newest first, and only mine', async () => {
    const me = await makeCustomer(app)
    const someoneElse = await makeCustomer(app)
    const promoter = await makePromoter(app)
    const eventId = await createEvent(promoter, { title: 'Mombasa Food Festival', price: 0 })
    const product = await createProduct(app, { priceCents: 50_000, stockQuantity: 10 })
    const owner = await makeCustomer(app)
    const [provider] = await app.db
      .insert(serviceProviderProfiles)
      .values({
        userId: owner.userId,
        providerType: 'service_provider',
        verificationStatus: 'approved',
        businessName: 'Fundi Bora Plumbing',
        specialization: 'Plumbing',
      })
      .returning()

    const order = await placeOrder(app, me.cookie, { [product.id]: 2 })
    expect(order.statusCode, order.body).toBe(201)
    const service = await me.request({
      method: 'POST',
      url: `/api/services/${provider!.id}/bookings`,
      payload: {
        full_name: 'Me',
        email: 'me@example.co.ke',
        phone: '0712345678',
        address: 'Kilimani, Nairobi',
      },
    })
    expect(service.statusCode, service.body).toBe(201)
    const booking = await book(me, eventId, { tickets: 2 })
    expect(booking.statusCode, booking.body).toBe(201)
    // Someone else's things never show.
    await placeOrder(app, someoneElse.cookie, { [product.id]: 1 })
    await book(someoneElse, eventId, { tickets: 1 })

    const response = await me.request({ method: 'GET', url: '/api/activity' })
    expect(response.statusCode, response.body).toBe(200)
    const { items, next_cursor } = response.json() as { items: Item[]; next_cursor: string | null }
    expect(next_cursor).toBeNull()
    expect(items.map((item) => item.kind)).toEqual(['event_booking', 'service_booking', 'order'])
    expect(items[0]).toMatchObject({
      id: booking.json().order.id,
      title: 'Mombasa Food Festival',
      status: 'paid',
      ticket_count: 2,
      href: `/orders/${booking.json().order.id}`,
    })
    expect(items[1]).toMatchObject({ title: 'Plumbing', status: 'pending', href: '/bookings' })
    expect(items[2]).toMatchObject({ id: order.json().id, title: order.json().reference, status: 'pending' })

    // Pages of one, following the cursor, give the same three in the same order.
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const page = (
        await me.request({ method: 'GET', url: `/api/activity?limit=1${cursor ? `&cursor=${cursor}` : ''}` })
      ).json() as { items: Item[]; next_cursor: string | null }
      seen.push(...page.items.map((item) => item.id))
      cursor = page.next_cursor
    } while (cursor)
    expect(seen).toEqual(items.map((item) => item.id))

    expect((await me.request({ method: 'GET', url: '/api/activity?cursor=nonsense' })).statusCode).toBe(400)
    expect((await app.inject({ method: 'GET', url: '/api/activity' })).statusCode).toBe(401)
  })
})
