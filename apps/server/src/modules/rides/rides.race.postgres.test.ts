import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  accept,
  driverRow,
  makeDriver,
  makeRider,
  newArea,
  requestRide,
} from '../../test/ride-lifecycle-helpers'
import { buildTestApp } from '../../test/test-app'
import { rideOffers, rides } from './rides.table'

// The accept race on PostgreSQL (TEST_DATABASE_URL): the accepts run in concurrent transactions on several
// connections, where PGlite would run them one at a time. One conditional UPDATE decides: one trip, ever.

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app.close()
})

describe('the accept race', { timeout: 120_000 }, () => {
  it('10 drivers accept the same request at once: exactly one trip, 9 get 409 offer_taken', async () => {
    const area = newArea()
    const drivers = []
    for (let i = 0; i < 10; i++) drivers.push(await makeDriver(app, area.near(0.2 + i * 0.1)))
    const rider = await makeRider(app)
    const created = await requestRide(rider, area, { driver_id: drivers[9]!.driverId })
    expect(created.statusCode, created.body).toBe(201)
    const rideId = created.json().id as string
    // Every one of the ten was offered the request (the five nearest plus the chosen one are offered; the rest
    // are offered here as a wider request would), so each accept is a real contender.
    const offered = new Set(
      (await app.db.select().from(rideOffers).where(eq(rideOffers.rideId, rideId))).map((o) => o.driverId),
    )
    const missing = drivers.filter((driver) => !offered.has(driver.driverId))
    if (missing.length)
      await app.db.insert(rideOffers).values(missing.map((driver) => ({ rideId, driverId: driver.driverId })))

    const responses = await Promise.all(drivers.map((driver) => accept(driver, rideId)))
    const statuses = responses.map((response) => response.statusCode)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(9)
    for (const response of responses.filter((r) => r.statusCode === 409))
      expect(response.json().error.code).toBe('rides.offer_taken')

    const winner = drivers[statuses.indexOf(200)]!
    const [ride] = await app.db.select().from(rides).where(eq(rides.id, rideId))
    expect(ride).toMatchObject({ status: 'accepted', driverId: winner.driverId })
    const busy = await Promise.all(drivers.map((driver) => driverRow(app, driver.driverId)))
    expect(busy.filter((row) => row.status === 'busy').map((row) => row.id)).toEqual([winner.driverId])
    const offers = await app.db.select().from(rideOffers).where(eq(rideOffers.rideId, rideId))
    expect(offers.filter((offer) => offer.status === 'won').map((offer) => offer.driverId)).toEqual([
      winner.driverId,
    ])
    expect(offers.filter((offer) => offer.status === 'lost')).toHaveLength(9)
  })

  it('a driver offered two requests accepts both at once: one trip for the driver', async () => {
    const area = newArea()
    const driver = await makeDriver(app, area.near(0.3))
    const first = (await requestRide(await makeRider(app), area)).json()
    const second = (await requestRide(await makeRider(app), area)).json()
    const responses = await Promise.all([accept(driver, first.id), accept(driver, second.id)])
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409])
    expect(await app.db.$count(rides, eq(rides.driverId, driver.driverId))).toBe(1)
  })
})
