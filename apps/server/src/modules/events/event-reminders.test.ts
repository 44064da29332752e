import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  book,
  createEvent,
  dayFromToday,
  makeAdmin,
  makeCustomer,
  makePromoter,
} from '../../test/event-helpers'
import { buildTestApp } from '../../test/test-app'
import { queueJobs } from '../queue/queue.table'
import { EVENT_REMINDER_JOB } from './event-reminders'

// The day-before reminder of an event (issue 18): a durable queue job scheduled with the tickets, a notice
// when its time comes, nothing when the tickets were voided.

let app: FastifyInstance
let promoter: Awaited<ReturnType<typeof makePromoter>>
beforeAll(async () => {
  app = await buildTestApp()
  promoter = await makePromoter(app)
})
afterAll(async () => {
  await app.close()
})

const reminderOf = async (eventId: string, orderId: string) =>
  (
    await app.db
      .select()
      .from(queueJobs)
      .where(and(eq(queueJobs.kind, EVENT_REMINDER_JOB), eq(queueJobs.singletonKey, `${eventId}:${orderId}`)))
  )[0]

const noticesOf = async (customer: Awaited<ReturnType<typeof makeCustomer>>) =>
  (await customer.request({ method: 'GET', url: '/api/notifications' })).json().items as {
    title: string
    message: string
    action_url: string
  }[]

async function freeBooking(daysAhead: number, title: string) {
  const eventId = await createEvent(promoter, {
    price: 0,
    title,
    date: dayFromToday(daysAhead),
    time: '18:30',
  })
  const customer = await makeCustomer(app)
  const response = await book(customer, eventId, { tickets: 2, email: customer.email })
  expect(response.statusCode, response.body).toBe(201)
  return { eventId, customer, orderId: response.json().order.id as string }
}

describe('the day-before reminder of an event', () => {
  it('is scheduled 24 hours before the start when the tickets are issued, and reminds the holder once', async () => {
    const { eventId, customer, orderId } = await freeBooking(5, 'Reminder Jazz Night')
    const job = await reminderOf(eventId, orderId)
    expect(job).toMatchObject({ status: 'pending', payload: { eventId, orderId, userId: customer.userId } })
    const startsAt = new Date(`${dayFromToday(5)}T18:30:00+03:00`)
    expect(startsAt.getTime() - job!.runAt.getTime()).toBe(24 * 3_600_000)

    // Not before its time.
    await app.jobs.runOnce()
    expect((await noticesOf(customer)).map((n) => n.title)).not.toContain('Your event is tomorrow')

    await app.db
      .update(queueJobs)
      .set({ runAt: sql`now() - interval '1 second'` })
      .where(eq(queueJobs.id, job!.id))
    await app.jobs.runOnce()
    const reminders = (await noticesOf(customer)).filter((n) => n.title === 'Your event is tomorrow')
    expect(reminders).toHaveLength(1)
    expect(reminders[0]).toMatchObject({ action_url: `/orders/${orderId}` })
    expect(reminders[0]!.message).toContain('Reminder Jazz Night starts')
    expect(reminders[0]!.message).toContain('You have 2 ticket(s)')
    expect((await reminderOf(eventId, orderId))!.status).toBe('done')
  })

  it('is not scheduled for an event that starts within a day', async () => {
    const { eventId, orderId } = await freeBooking(0, 'Reminder Tonight')
    // Today 18:30 in Nairobi is less than 24 hours away whatever the time now.
    expect(await reminderOf(eventId, orderId)).toBeUndefined()
  })

  it('is cancelled with the tickets when the admin cancels the order', async () => {
    const { eventId, customer, orderId } = await freeBooking(6, 'Reminder Cancelled Gala')
    const admin = await makeAdmin(app)
    const cancel = await admin.request({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}`,
      payload: { status: 'cancelled' },
    })
    expect(cancel.statusCode, cancel.body).toBe(200)
    expect((await reminderOf(eventId, orderId))!.status).toBe('cancelled')
    await app.jobs.runOnce()
    expect((await noticesOf(customer)).map((n) => n.title)).not.toContain('Your event is tomorrow')
  })
})
