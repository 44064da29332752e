import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  listedProperty,
  makeAgent,
  makeCustomer,
  nairobiDay,
  requestViewing,
} from '../../test/real-estate-helpers'
import { buildTestApp } from '../../test/test-app'
import { propertyViewings } from './real-estate.table'

// The confirmation race on PostgreSQL (TEST_DATABASE_URL): the confirmations run in concurrent transactions on
// several connections, where PGlite would run them one at a time. The partial unique index
// property_viewings_one_confirmed_per_slot decides: one confirmed viewing per property, date and slot, ever.

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app.close()
})

describe('the confirmation race', { timeout: 120_000 }, () => {
  it('10 requests for one slot confirmed at once: exactly one confirmed, 9 get 409 viewing_slot_taken', async () => {
    const agent = await makeAgent(app)
    const propertyId = await listedProperty(agent)
    const date = nairobiDay(3)
    const customers = await Promise.all(Array.from({ length: 10 }, () => makeCustomer(app)))
    const viewingIds: string[] = []
    for (const customer of customers) {
      const response = await requestViewing(customer, propertyId, { date, slot: '11:00' })
      expect(response.statusCode, response.body).toBe(201)
      viewingIds.push(response.json().id)
    }

    const responses = await Promise.all(
      viewingIds.map((id) =>
        agent.request({ method: 'POST', url: `/api/real-estate-dashboard/viewings/${id}/confirm` }),
      ),
    )
    const statuses = responses.map((response) => response.statusCode)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(9)
    for (const response of responses.filter((r) => r.statusCode === 409))
      expect(response.json().error.code).toBe('real_estate.viewing_slot_taken')

    const confirmed = await app.db
      .select()
      .from(propertyViewings)
      .where(and(eq(propertyViewings.propertyId, propertyId), eq(propertyViewings.status, 'confirmed')))
    expect(confirmed.map((row) => row.id)).toEqual([viewingIds[statuses.indexOf(200)]])
    const waiting = await app.db.$count(
      propertyViewings,
      and(eq(propertyViewings.propertyId, propertyId), eq(propertyViewings.status, 'requested')),
    )
    expect(waiting).toBe(9)
  })

  it('one request confirmed and declined at once: one answer wins, the other is 409 viewing_not_pending', async () => {
    const agent = await makeAgent(app)
    const propertyId = await listedProperty(agent)
    const customer = await makeCustomer(app)
    const viewing = (await requestViewing(customer, propertyId)).json()
    const url = `/api/real-estate-dashboard/viewings/${viewing.id}`
    const responses = await Promise.all([
      agent.request({ method: 'POST', url: `${url}/confirm` }),
      agent.request({ method: 'POST', url: `${url}/decline`, payload: { reason: 'Double booked' } }),
    ])
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409])
    const loser = responses.find((response) => response.statusCode === 409)!
    expect(loser.json().error.code).toBe('real_estate.viewing_not_pending')
  })
})
