import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { makeDriver, makeRider, newArea, requestRide } from '../../test/ride-lifecycle-helpers'
import { buildTestApp } from '../../test/test-app'
import { createAutopilotLookups } from './autopilot.repository'
import { rides } from './rides.table'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app.close()
})

it('leaves a request to real drivers for the head start, then offers it to the autopilot', async () => {
  const area = newArea()
  await makeDriver(app, area.near(0.5))
  const rider = await makeRider(app)
  const response = await requestRide(rider, area)
  expect(response.statusCode, response.body).toBe(201)
  const id = response.json().id as string
  const lookups = createAutopilotLookups(app.db)

  expect(await lookups.waitingRideIds(0)).toContain(id)
  expect(await lookups.waitingRideIds(30)).not.toContain(id)
  // Thirty-one seconds later (the request still waiting): the autopilot may take it.
  await app.db
    .update(rides)
    .set({ createdAt: sql`now() - interval '31 seconds'` })
    .where(eq(rides.id, id))
  expect(await lookups.waitingRideIds(30)).toContain(id)
  // Expired requests are nobody's.
  await app.db
    .update(rides)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(rides.id, id))
  expect(await lookups.waitingRideIds(0)).not.toContain(id)
})
