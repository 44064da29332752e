import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attemptByCheckoutId, payMpesa, postCallback, successCallback } from '../../test/payment-helpers'
import { connectRealtime } from '../../test/realtime-client'
import {
  accept,
  driverRow,
  makeDriver,
  makeRider,
  newArea,
  requestRide,
  type TestDriver,
} from '../../test/ride-lifecycle-helpers'
import { buildTestApp, TEST_ORIGIN } from '../../test/test-app'
import { drivers as driversTable } from '../drivers/drivers.table'
import { orderItems } from '../orders/orders.table'
import { startOfNairobiDay, startOfNairobiWeek } from './rides.clock'
import { rideOffers, rides } from './rides.table'
import { estimateRoute, fareFor, straightLineKm } from './routing'

let app: FastifyInstance
beforeAll(async () => {
  // M-Pesa callbacks are delivered by the test itself, when it chooses.
  app = await buildTestApp({ SANDBOX_DARAJA_CALLBACK_DELAY_MS: '3600000' })
  await app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  await app.close()
})

type Rider = Awaited<ReturnType<typeof makeRider>>
type Ride = { id: string; status: string; [key: string]: unknown }

const rideRow = async (id: string) => (await app.db.select().from(rides).where(eq(rides.id, id)))[0]!
const offersOf = async (id: string) => app.db.select().from(rideOffers).where(eq(rideOffers.rideId, id))
const noticesOf = async (user: { request: Rider['request'] }) =>
  (await user.request({ method: 'GET', url: '/api/notifications' })).json().items as {
    title: string
    message: string
  }[]

/** A requested ride in a fresh area with one driver near it (more drivers on demand). */
async function requested(driverCount = 1) {
  const area = newArea()
  const drivers: TestDriver[] = []
  for (let i = 0; i < driverCount; i++) drivers.push(await makeDriver(app, area.near(0.5 + i * 0.2)))
  const rider = await makeRider(app)
  const response = await requestRide(rider, area)
  expect(response.statusCode, response.body).toBe(201)
  return { area, drivers, driver: drivers[0]!, rider, ride: response.json() as Ride }
}

/** A ride accepted by its first driver. */
async function accepted() {
  const made = await requested()
  const response = await accept(made.driver, made.ride.id)
  expect(response.statusCode, response.body).toBe(200)
  return made
}

const driverPost = (driver: TestDriver, url: string, payload: object = {}) =>
  driver.request({ method: 'POST', url: `/api/driver-dashboard${url}`, payload })

/** A ride taken through every move to completed, ending at `end` (the destination by default). */
async function completed(end?: { lat: number; lng: number }) {
  const made = await accepted()
  for (const step of ['arrived', 'start'])
    expect((await driverPost(made.driver, `/rides/${made.ride.id}/${step}`)).statusCode).toBe(200)
  const done = await driverPost(made.driver, `/rides/${made.ride.id}/complete`, {
    position: end ?? { lat: made.area.destination.lat, lng: made.area.destination.lng },
  })
  expect(done.statusCode, done.body).toBe(200)
  return { ...made, done: done.json() as Ride }
}

describe('requesting a ride', () => {
  it('401 signed out; 400 for bad input', async () => {
    const area = newArea()
    const guest = await app.inject({
      method: 'POST',
      url: '/api/rides',
      headers: { origin: TEST_ORIGIN },
      payload: { pickup: area.pickup, destination: area.destination, vehicle_type: 'taxi' },
    })
    expect(guest.statusCode).toBe(401)
    const rider = await makeRider(app)
    for (const payload of [
      { pickup: area.pickup, vehicle_type: 'taxi' },
      { pickup: area.pickup, destination: { ...area.destination, lat: 91 }, vehicle_type: 'taxi' },
      { pickup: area.pickup, destination: area.destination, vehicle_type: 'helicopter' },
      { pickup: area.pickup, destination: area.destination, vehicle_type: 'taxi', driver_id: 'x' },
    ]) {
      const response = await rider.request({ method: 'POST', url: '/api/rides', payload })
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(response.json().error.code).toBe('validation_failed')
    }
    // The same spot twice: too short.
    await makeDriver(app, area.near(0.5))
    const same = await requestRide(rider, { pickup: area.pickup, destination: area.pickup })
    expect(same.statusCode).toBe(400)
    expect(same.json().error.code).toBe('rides.too_short')
  })

  it('stores the server quote and offers the nearest online matchable drivers of the type only', async () => {
    const area = newArea()
    const taxis = []
    for (const km of [0.4, 0.8, 1.2, 1.6, 2.0, 2.4]) taxis.push(await makeDriver(app, area.near(km)))
    const bike = await makeDriver(app, area.near(0.1), { vehicleType: 'motorbike' })
    const offline = await makeDriver(app, area.near(0.1), { isOnline: false })
    const stale = await makeDriver(app, area.near(0.1), {}, 600)
    const unverified = await makeDriver(app, area.near(0.1), { isVerified: false })
    const suspended = await makeDriver(app, area.near(0.1), { suspendedReason: 'Complaints' })
    const busy = await makeDriver(app, area.near(0.1), { status: 'busy' })
    const far = await makeDriver(app, area.near(20))
    const rider = await makeRider(app)

    // The browser's fare is never asked for: the server quotes.
    const response = await requestRide(rider, area, { note: 'At the gate', fare: 1 })
    expect(response.statusCode, response.body).toBe(201)
    const ride = response.json()
    const quote = estimateRoute(area.pickup, area.destination)
    expect(ride).toMatchObject({
      status: 'requested',
      vehicle_type: 'taxi',
      pickup: area.pickup,
      destination: area.destination,
      note: 'At the gate',
      quoted_fare: fareFor(quote.distanceKm, 'taxi'),
      distance_km: quote.distanceKm,
      duration_min: quote.durationMin.taxi,
      final_fare: null,
      payment: 'unpaid',
      driver: null,
      rider: { id: rider.userId, name: 'Wanjiru Kamau', phone: null },
    })
    expect(new Date(ride.expires_at).getTime() - new Date(ride.created_at).getTime()).toBeCloseTo(60_000, -3)
    expect((await rideRow(ride.id)).quotedFareCents).toBe(Math.round(fareFor(quote.distanceKm, 'taxi') * 100))
    const offered = (await offersOf(ride.id)).map((offer) => offer.driverId).sort()
    expect(offered).toEqual(
      taxis
        .slice(0, 5)
        .map((driver) => driver.driverId)
        .sort(),
    )
    for (const other of [bike, offline, stale, unverified, suspended, busy, far, taxis[5]!])
      expect(offered).not.toContain(other.driverId)
    // The offered driver sees the offer; one not offered sees none.
    const seen = (await taxis[0]!.request({ method: 'GET', url: '/api/driver-dashboard/offers' })).json()
    expect(seen.offers).toHaveLength(1)
    expect(seen.offers[0]).toMatchObject({
      ride_id: ride.id,
      fare: ride.quoted_fare,
      rider_name: 'Wanjiru Kamau',
      note: 'At the gate',
    })
    expect(seen.offers[0].pickup_distance_km).toBeCloseTo(0.4 * 1.35, 1)
    const none = (await taxis[5]!.request({ method: 'GET', url: '/api/driver-dashboard/offers' })).json()
    expect(none.offers).toEqual([])
  })

  it('offers the chosen driver too (beyond the nearest five); 409 already_active for a second request', async () => {
    const area = newArea()
    const near = []
    for (const km of [0.4, 0.8, 1.2, 1.6, 2.0]) near.push(await makeDriver(app, area.near(km)))
    const chosen = await makeDriver(app, area.near(5))
    const rider = await makeRider(app)
    const response = await requestRide(rider, area, { driver_id: chosen.driverId })
    expect(response.statusCode, response.body).toBe(201)
    const offered = (await offersOf(response.json().id)).map((offer) => offer.driverId)
    expect(offered).toContain(chosen.driverId)
    expect(offered).toHaveLength(5)
    const again = await requestRide(rider, area)
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toEqual({
      code: 'rides.already_active',
      message: 'You already have a ride in progress.',
    })
  })

  it('409 no_drivers when nobody can be offered, and nothing is stored', async () => {
    const area = newArea()
    await makeDriver(app, area.near(0.5), { vehicleType: 'motorbike' })
    const rider = await makeRider(app)
    const response = await requestRide(rider, area)
    expect(response.statusCode).toBe(409)
    expect(response.json().error).toEqual({
      code: 'rides.no_drivers',
      message: 'No drivers are available nearby. Please try again in a few minutes.',
    })
    expect(await app.db.$count(rides, eq(rides.riderId, rider.userId))).toBe(0)
    // A driver is never offered their own request.
    const self = await makeDriver(app, area.near(0.3))
    const own = await requestRide({ request: self.request }, area)
    expect(own.statusCode).toBe(409)
  })

  it('rate-limits requests per rider with a clear 429', async () => {
    const area = newArea()
    await makeDriver(app, area.near(0.5))
    const rider = await makeRider(app)
    for (let i = 0; i < 10; i++) {
      const response = await requestRide(rider, area)
      expect(response.statusCode, response.body).toBe(201)
      const cancel = await rider.request({
        method: 'POST',
        url: `/api/rides/${response.json().id}/cancel`,
        payload: {},
      })
      expect(cancel.statusCode).toBe(200)
    }
    const limited = await requestRide(rider, area)
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error.code).toBe('rides.rate_limited')
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
  })
})

describe('accepting', () => {
  it('the first driver wins; the other gets 409 offer_taken; one never offered gets 404', async () => {
    const { ride, drivers, rider } = await requested(2)
    const [winner, loser] = drivers as [TestDriver, TestDriver]
    const won = await accept(winner, ride.id)
    expect(won.statusCode, won.body).toBe(200)
    expect(won.json()).toMatchObject({
      status: 'accepted',
      driver: {
        id: winner.driverId,
        full_name: 'Otieno Ochieng',
        vehicle_make: 'Toyota',
        license_plate: 'KDA 123A',
        rating: 0,
        total_rides: 0,
      },
    })
    expect(won.json().expires_at).toBeNull()
    const lost = await accept(loser, ride.id)
    expect(lost.statusCode).toBe(409)
    expect(lost.json().error).toEqual({
      code: 'rides.offer_taken',
      message: 'This ride has been taken by another driver.',
    })
    expect((await driverRow(app, winner.driverId)).status).toBe('busy')
    expect((await driverRow(app, loser.driverId)).status).toBe('available')
    const offers = await offersOf(ride.id)
    expect(offers.find((o) => o.driverId === winner.driverId)!.status).toBe('won')
    expect(offers.find((o) => o.driverId === loser.driverId)!.status).toBe('lost')
    const stranger = await makeDriver(app, null)
    expect((await accept(stranger, ride.id)).statusCode).toBe(404)
    expect((await accept(stranger, 'not-a-uuid')).statusCode).toBe(404)
    // The rider is told the driver is on the way.
    expect((await noticesOf(rider)).map((n) => n.message)[0]).toContain(
      'Ride booked successfully! Driver is on their way.',
    )
  })

  it('an offline driver gets 409 driver_offline; a driver already on a trip 409 driver_busy', async () => {
    const { ride, driver } = await requested()
    // Offline behind the dashboard's back (its own switch declines the offers first).
    await app.db.update(driversTable).set({ isOnline: false }).where(eq(driversTable.id, driver.driverId))
    const offline = await accept(driver, ride.id)
    expect(offline.statusCode).toBe(409)
    expect(offline.json().error.code).toBe('rides.driver_offline')
    expect((await rideRow(ride.id)).status).toBe('requested')

    // Two requests offered to one driver: after taking the first, the second is refused.
    const area = newArea()
    const busy = await makeDriver(app, area.near(0.5))
    const first = (await requestRide(await makeRider(app), area)).json()
    const second = (await requestRide(await makeRider(app), area)).json()
    expect((await accept(busy, first.id)).statusCode).toBe(200)
    const refused = await accept(busy, second.id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error).toEqual({
      code: 'rides.driver_busy',
      message: 'Finish your current trip first.',
    })
    expect((await rideRow(second.id)).status).toBe('requested')
  })

  it('a declined offer cannot be accepted; a decline of an offer never made is 404', async () => {
    const { ride, driver } = await requested()
    const declined = await driverPost(driver, `/offers/${ride.id}/decline`)
    expect(declined.statusCode).toBe(204)
    expect((await accept(driver, ride.id)).statusCode).toBe(409)
    const stranger = await makeDriver(app, null)
    expect((await driverPost(stranger, `/offers/${ride.id}/decline`)).statusCode).toBe(404)
  })
})

describe('the trip', () => {
  it('moves in order only (409 bad_move otherwise); another driver 404; the rider cannot use driver endpoints (403)', async () => {
    const { ride, driver, rider } = await accepted()
    const skip = await driverPost(driver, `/rides/${ride.id}/start`)
    expect(skip.statusCode).toBe(409)
    expect(skip.json().error.code).toBe('rides.bad_move')
    expect((await driverPost(driver, `/rides/${ride.id}/complete`)).statusCode).toBe(409)

    const other = await makeDriver(app, null)
    for (const step of ['arrived', 'start', 'complete', 'cancel']) {
      const response = await driverPost(other, `/rides/${ride.id}/${step}`, { reason: 'other' })
      expect(response.statusCode, step).toBe(404)
      expect(response.json().error.code).toBe('rides.not_found')
    }
    const riderTry = await rider.request({
      method: 'POST',
      url: `/api/driver-dashboard/rides/${ride.id}/arrived`,
    })
    expect(riderTry.statusCode).toBe(403)
    expect(riderTry.json().error).toEqual({
      code: 'drivers.not_driver',
      message: 'Only approved drivers can use the driver dashboard.',
    })
    expect((await rider.request({ method: 'GET', url: '/api/driver-dashboard' })).statusCode).toBe(403)
    const guest = await app.inject({ method: 'GET', url: '/api/driver-dashboard' })
    expect(guest.statusCode).toBe(401)

    const arrived = await driverPost(driver, `/rides/${ride.id}/arrived`)
    expect(arrived.json()).toMatchObject({ status: 'arriving' })
    expect(arrived.json().arrived_at).not.toBeNull()
    expect((await driverPost(driver, `/rides/${ride.id}/arrived`)).statusCode).toBe(409)
    const started = await driverPost(driver, `/rides/${ride.id}/start`)
    expect(started.json()).toMatchObject({ status: 'in_progress' })
    // Too late for anyone to cancel.
    const riderCancel = await rider.request({
      method: 'POST',
      url: `/api/rides/${ride.id}/cancel`,
      payload: {},
    })
    expect(riderCancel.statusCode).toBe(409)
    expect(riderCancel.json().error.code).toBe('rides.cannot_cancel')
    expect((await driverPost(driver, `/rides/${ride.id}/cancel`, { reason: 'other' })).statusCode).toBe(409)
    // Going offline during a trip is refused.
    const offline = await driver.request({
      method: 'PUT',
      url: '/api/driver-dashboard/status',
      payload: { online: false },
    })
    expect(offline.statusCode).toBe(409)
    expect(offline.json().error.code).toBe('rides.driver_busy')

    const notices = (await noticesOf(rider)).map((n) => n.title)
    expect(notices).toEqual(expect.arrayContaining(['Your driver has arrived', 'Trip started']))
  })

  it('the rider may cancel before the trip starts: the driver is free again and told', async () => {
    const { ride, driver, rider } = await accepted()
    const third = await makeRider(app)
    expect(
      (await third.request({ method: 'POST', url: `/api/rides/${ride.id}/cancel`, payload: {} })).statusCode,
    ).toBe(404)
    const response = await rider.request({
      method: 'POST',
      url: `/api/rides/${ride.id}/cancel`,
      payload: { reason: 'Changed my plans' },
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'rider',
      cancel_reason: 'Changed my plans',
    })
    expect((await driverRow(app, driver.driverId)).status).toBe('available')
    expect((await noticesOf(driver)).map((n) => n.title)).toContain('Ride cancelled by the rider')
    const again = await rider.request({ method: 'POST', url: `/api/rides/${ride.id}/cancel`, payload: {} })
    expect(again.statusCode).toBe(409)
  })

  it('a requested ride cancelled by the rider closes its offers', async () => {
    const { ride, drivers, rider } = await requested(2)
    expect(
      (await rider.request({ method: 'POST', url: `/api/rides/${ride.id}/cancel`, payload: {} })).statusCode,
    ).toBe(200)
    expect((await offersOf(ride.id)).map((o) => o.status)).toEqual(['closed', 'closed'])
    expect((await accept(drivers[0]!, ride.id)).statusCode).toBe(409)
  })

  it('the driver cancels with a reason before the trip starts; the rider is told', async () => {
    const { ride, driver, rider } = await accepted()
    expect((await driverPost(driver, `/rides/${ride.id}/cancel`, {})).statusCode).toBe(400)
    const response = await driverPost(driver, `/rides/${ride.id}/cancel`, {
      reason: 'vehicle_problem',
      details: 'Flat tyre',
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'driver',
      cancel_reason: 'vehicle_problem: Flat tyre',
    })
    expect((await driverRow(app, driver.driverId)).status).toBe('available')
    expect((await noticesOf(rider))[0]!.message).toContain('a problem with the vehicle')
    // The rider may request again at once.
    expect((await requestRide(rider, await newAreaWithDriver())).statusCode).toBe(201)
  })

  it('the fare is the quote when the trip ends at the destination; the driver has one more trip', async () => {
    const { ride, done, driver } = await completed()
    expect(done).toMatchObject({ status: 'completed', final_fare: ride.quoted_fare, payment: 'unpaid' })
    const row = await driverRow(app, driver.driverId)
    expect(row.status).toBe('available')
    expect(row.totalRides).toBe(1)
  })

  it('ending elsewhere recomputes the fare from the path driven', async () => {
    const made = await accepted()
    const { ride, driver, area } = made
    await driverPost(driver, `/rides/${ride.id}/arrived`)
    await driverPost(driver, `/rides/${ride.id}/start`)
    // Drive 2 km east of the pickup, and end there (far from the destination).
    for (const km of [0, 1, 2])
      expect(
        (
          await driver.request({
            method: 'PUT',
            url: '/api/driver-dashboard/position',
            payload: area.near(km),
          })
        ).statusCode,
      ).toBe(204)
    const end = area.near(3)
    const done = await driverPost(driver, `/rides/${ride.id}/complete`, { position: end })
    expect(done.statusCode, done.body).toBe(200)
    // The path's straight segments, plus the road estimate from its last point to the end.
    const km =
      straightLineKm(area.near(0), area.near(1)) +
      straightLineKm(area.near(1), area.near(2)) +
      estimateRoute(area.near(2), end).distanceKm
    expect(done.json().final_fare).toBe(fareFor(Math.round(km * 100) / 100, 'taxi'))
    expect(done.json().final_fare).not.toBe(ride.quoted_fare)
    expect(done.json().path.length).toBeGreaterThanOrEqual(3)
  })
})

/** A fresh area with one online driver: its pickup and destination. */
async function newAreaWithDriver() {
  const area = newArea()
  await makeDriver(app, area.near(0.5))
  return area
}

describe('expiry', () => {
  it('a request nobody accepted in time becomes unmatched: offers closed, rider told, and may retry', async () => {
    const { ride, drivers, rider, area } = await requested(2)
    await app.db
      .update(rides)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(rides.id, ride.id))
    // Too late to accept, even before the sweep.
    expect((await accept(drivers[0]!, ride.id)).statusCode).toBe(409)
    expect((await app.jobs.runOnce()).expiredRideRequests).toBe(1)
    expect((await rideRow(ride.id)).status).toBe('unmatched')
    expect((await offersOf(ride.id)).map((o) => o.status)).toEqual(['closed', 'closed'])
    expect(
      (await drivers[1]!.request({ method: 'GET', url: '/api/driver-dashboard/offers' })).json().offers,
    ).toEqual([])
    expect((await noticesOf(rider))[0]!.message).toBe('No driver accepted your request. Please try again.')
    expect((await app.jobs.runOnce()).expiredRideRequests).toBe(0)
    expect((await requestRide(rider, area)).statusCode).toBe(201)
  })
})

describe('paying and rating', () => {
  it('M-Pesa: one order (the same again) with a ride line; the sandbox payment marks the ride paid', async () => {
    const { ride, rider, driver, done } = await completed()
    const early = await rider.request({
      method: 'POST',
      url: `/api/rides/${ride.id}/rating`,
      payload: { stars: 0 },
    })
    expect(early.statusCode).toBe(400)
    const first = await rider.request({
      method: 'POST',
      url: `/api/rides/${ride.id}/pay`,
      payload: { method: 'mpesa' },
    })
    expect(first.statusCode, first.body).toBe(200)
    const orderId = first.json().order_id as string
    expect(first.json().ride).toMatchObject({ payment: 'pending', order_id: orderId })
    const second = await rider.request({
      method: 'POST',
      url: `/api/rides/${ride.id}/pay`,
      payload: { method: 'mpesa' },
    })
    expect(second.json().order_id).toBe(orderId)
    const lines = await app.db.select().from(orderItems).where(eq(orderItems.orderId, orderId))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      kind: 'ride',
      referenceId: ride.id,
      quantity: 1,
      priceAtPurchaseCents: Math.round((done.final_fare as number) * 100),
    })
    // Another user cannot pay it.
    const third = await makeRider(app)
    expect(
      (
        await third.request({
          method: 'POST',
          url: `/api/rides/${ride.id}/pay`,
          payload: { method: 'mpesa' },
        })
      ).statusCode,
    ).toBe(404)

    const order = (await rider.request({ method: 'GET', url: `/api/orders/${orderId}` })).json()
    const push = await payMpesa(app, rider.cookie, {
      phoneNumber: '0712 345 678',
      amount: order.mpesa_amount,
      orderId,
    })
    expect(push.statusCode, push.body).toBe(200)
    const attempt = await attemptByCheckoutId(app, push.json().checkoutRequestId)
    expect((await postCallback(app, attempt.callbackToken!, successCallback(attempt))).statusCode).toBe(200)
    await app.jobs.runOnce()
    expect((await rideRow(ride.id)).payment).toBe('paid')
    expect((await noticesOf(driver)).map((n) => n.title)).toContain('Ride paid')
    const cash = await rider.request({
      method: 'POST',
      url: `/api/rides/${ride.id}/pay`,
      payload: { method: 'cash' },
    })
    expect(cash.statusCode).toBe(409)
    expect(cash.json().error.code).toBe('rides.already_paid')
  })

  it('cash: recorded, the driver told; paying before completion is 409 not_completed', async () => {
    const made = await accepted()
    const before = await made.rider.request({
      method: 'POST',
      url: `/api/rides/${made.ride.id}/pay`,
      payload: { method: 'cash' },
    })
    expect(before.statusCode).toBe(409)
    expect(before.json().error.code).toBe('rides.not_completed')
    const { ride, rider, driver } = await completed()
    const cash = await rider.request({
      method: 'POST',
      url: `/api/rides/${ride.id}/pay`,
      payload: { method: 'cash' },
    })
    expect(cash.statusCode, cash.body).toBe(200)
    expect(cash.json()).toMatchObject({ order_id: null, ride: { payment: 'cash' } })
    expect((await noticesOf(driver)).map((n) => n.title)).toContain('Cash payment')
    const mpesa = await rider.request({
      method: 'POST',
      url: `/api/rides/${ride.id}/pay`,
      payload: { method: 'mpesa' },
    })
    expect(mpesa.statusCode).toBe(409)
  })

  it('rating once updates the driver’s rating (1 decimal) and keeps total rides', async () => {
    const area = newArea()
    const driver = await makeDriver(app, area.near(0.5))
    const stars = [5, 4, 4]
    for (const star of stars) {
      const rider = await makeRider(app)
      const ride = (await requestRide(rider, area)).json()
      expect((await accept(driver, ride.id)).statusCode).toBe(200)
      for (const step of ['arrived', 'start']) await driverPost(driver, `/rides/${ride.id}/${step}`)
      await driverPost(driver, `/rides/${ride.id}/complete`, { position: area.destination })
      const rated = await rider.request({
        method: 'POST',
        url: `/api/rides/${ride.id}/rating`,
        payload: { stars: star, comment: 'Safe driver' },
      })
      expect(rated.statusCode, rated.body).toBe(200)
      expect(rated.json().rating).toBe(star)
      const twice = await rider.request({
        method: 'POST',
        url: `/api/rides/${ride.id}/rating`,
        payload: { stars: 1 },
      })
      expect(twice.statusCode).toBe(409)
      expect(twice.json().error.code).toBe('rides.already_rated')
    }
    const row = await driverRow(app, driver.driverId)
    expect(row).toMatchObject({ ratingSum: 13, ratingCount: 3, rating: 4.3, totalRides: 3 })
  })

  it('rating before completion is 409 not_completed', async () => {
    const { ride, rider } = await accepted()
    const response = await rider.request({
      method: 'POST',
      url: `/api/rides/${ride.id}/rating`,
      payload: { stars: 5 },
    })
    expect(response.statusCode).toBe(409)
    expect(response.json().error.code).toBe('rides.not_completed')
  })
})

describe('the driver dashboard', () => {
  it('earnings today and this week (Nairobi), trips history of my own only', async () => {
    const { ride, driver, done } = await completed()
    const fare = done.final_fare as number
    // An older trip: this week's Monday (counts this week) and one eight days ago (counts nowhere).
    const now = new Date()
    const old = (await completed()).ride
    await app.db
      .update(rides)
      .set({ driverId: driver.driverId, completedAt: new Date(startOfNairobiWeek(now).getTime() + 60_000) })
      .where(eq(rides.id, old.id))
    const older = (await completed()).ride
    await app.db
      .update(rides)
      .set({ driverId: driver.driverId, completedAt: new Date(now.getTime() - 8 * 86_400_000) })
      .where(eq(rides.id, older.id))
    const fareCents = Math.round(fare * 100)
    const oldCents = (await rideRow(old.id)).finalFareCents!
    const sameDay = startOfNairobiWeek(now).getTime() === startOfNairobiDay(now).getTime()
    const dashboard = (await driver.request({ method: 'GET', url: '/api/driver-dashboard' })).json()
    expect(dashboard.earnings).toEqual({
      today: (sameDay ? fareCents + oldCents : fareCents) / 100,
      week: (fareCents + oldCents) / 100,
      trips_today: sameDay ? 2 : 1,
      trips_week: 2,
    })
    expect(dashboard.current).toBeNull()
    expect(dashboard.driver).toMatchObject({ id: driver.driverId, status: 'available', is_online: true })
    const trips = (await driver.request({ method: 'GET', url: '/api/driver-dashboard/trips' })).json().trips
    expect(trips.map((trip: { id: string }) => trip.id).sort()).toEqual([ride.id, old.id, older.id].sort())
    const other = await makeDriver(app, null)
    expect((await other.request({ method: 'GET', url: '/api/driver-dashboard/trips' })).json().trips).toEqual(
      [],
    )
  })

  it('online and offline, position, vehicle; the current trip shows on the dashboard', async () => {
    const area = newArea()
    const driver = await makeDriver(app, null, { isOnline: false })
    const online = await driver.request({
      method: 'PUT',
      url: '/api/driver-dashboard/status',
      payload: { online: true, position: area.near(0.5) },
    })
    expect(online.statusCode, online.body).toBe(200)
    expect(online.json()).toMatchObject({ is_online: true, position: { lat: area.near(0.5).lat } })
    const vehicle = await driver.request({
      method: 'PATCH',
      url: '/api/driver-dashboard/vehicle',
      payload: {
        vehicle_type: 'taxi',
        vehicle_make: 'Nissan',
        vehicle_model: 'Note',
        vehicle_year: 2018,
        license_plate: 'kdb456c',
      },
    })
    expect(vehicle.statusCode, vehicle.body).toBe(200)
    expect(vehicle.json()).toMatchObject({ vehicle_make: 'Nissan', license_plate: 'KDB 456C' })
    const rider = await makeRider(app)
    const ride = (await requestRide(rider, area)).json()
    expect((await accept(driver, ride.id)).statusCode).toBe(200)
    const dashboard = (await driver.request({ method: 'GET', url: '/api/driver-dashboard' })).json()
    expect(dashboard.current).toMatchObject({ id: ride.id, status: 'accepted' })
    expect(dashboard.driver.status).toBe('busy')
    // The driver's own view of the ride; a third person's 404.
    expect((await driver.request({ method: 'GET', url: `/api/rides/${ride.id}` })).statusCode).toBe(200)
    const riderView = (await rider.request({ method: 'GET', url: `/api/rides/${ride.id}` })).json()
    expect(riderView.driver).toMatchObject({ full_name: 'Otieno Ochieng', license_plate: 'KDB 456C' })
    expect(riderView.driver.position).not.toBeNull()
    const third = await makeRider(app)
    expect((await third.request({ method: 'GET', url: `/api/rides/${ride.id}` })).statusCode).toBe(404)
    expect((await third.request({ method: 'GET', url: '/api/rides/nope' })).statusCode).toBe(404)
    expect((await rider.request({ method: 'GET', url: '/api/rides/current' })).json().ride.id).toBe(ride.id)
  })

  it('going offline declines open offers', async () => {
    const { ride, driver } = await requested()
    const off = await driver.request({
      method: 'PUT',
      url: '/api/driver-dashboard/status',
      payload: { online: false },
    })
    expect(off.statusCode).toBe(200)
    expect(off.json().is_online).toBe(false)
    const [offer] = await app.db
      .select()
      .from(rideOffers)
      .where(and(eq(rideOffers.rideId, ride.id), eq(rideOffers.driverId, driver.driverId)))
    expect(offer!.status).toBe('declined')
  })
})

describe('the rider’s lists', () => {
  it('My activity and my rides list the ride; current shows it until paid and rated', async () => {
    const { ride, rider } = await completed()
    const activity = (await rider.request({ method: 'GET', url: '/api/activity' })).json().items
    const item = activity.find((entry: { id: string }) => entry.id === ride.id)
    expect(item).toMatchObject({
      kind: 'ride',
      title: 'Taxi ride',
      subtitle: `${(ride.pickup as { name: string }).name} → ${(ride.destination as { name: string }).name}`,
      status: 'completed',
      amount_cents: Math.round((ride.quoted_fare as number) * 100),
      href: `/rides/trips/${ride.id}`,
    })
    const mine = (await rider.request({ method: 'GET', url: '/api/rides/mine' })).json().rides
    expect(mine.map((r: { id: string }) => r.id)).toEqual([ride.id])
    const older = (
      await rider.request({
        method: 'GET',
        url: `/api/rides/mine?before=${encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString())}`,
      })
    ).json().rides
    expect(older).toEqual([])
    expect((await rider.request({ method: 'GET', url: '/api/rides/current' })).json().ride.id).toBe(ride.id)
    await rider.request({ method: 'POST', url: `/api/rides/${ride.id}/pay`, payload: { method: 'cash' } })
    await rider.request({ method: 'POST', url: `/api/rides/${ride.id}/rating`, payload: { stars: 5 } })
    expect((await rider.request({ method: 'GET', url: '/api/rides/current' })).json().ride).toBeNull()
  })
})

describe('live', () => {
  it('drivers hear offers and their end; the rider each move and the driver’s position', async () => {
    const address = app.server.address()
    if (!address || typeof address === 'string') throw new Error('no address')
    const url = `ws://127.0.0.1:${address.port}/api/realtime`
    const area = newArea()
    const winner = await makeDriver(app, area.near(0.5))
    const loser = await makeDriver(app, area.near(0.7))
    const rider = await makeRider(app)
    const sockets = [winner, loser, rider].map((user) => connectRealtime(url, user.cookie))
    const [winnerLive, loserLive, riderLive] = sockets as [
      ReturnType<typeof connectRealtime>,
      ReturnType<typeof connectRealtime>,
      ReturnType<typeof connectRealtime>,
    ]
    try {
      for (const live of sockets) await live.next((event) => event.type === 'ready', 5000)
      const ride = (await requestRide(rider, area)).json()
      for (const live of [winnerLive, loserLive]) {
        const offer = await live.next((event) => event.type === 'rides.offer', 5000)
        expect(offer).toMatchObject({ offer: { ride_id: ride.id, rider_name: 'Wanjiru Kamau' } })
      }
      expect((await accept(winner, ride.id)).statusCode).toBe(200)
      expect(await loserLive.next((event) => event.type === 'rides.offer_closed', 5000)).toEqual({
        type: 'rides.offer_closed',
        ride_id: ride.id,
      })
      for (const live of [riderLive, winnerLive])
        expect(
          await live.next((event) => event.type === 'rides.status' && event.status === 'accepted', 5000),
        ).toEqual({
          type: 'rides.status',
          ride_id: ride.id,
          status: 'accepted',
        })
      await winner.request({ method: 'PUT', url: '/api/driver-dashboard/position', payload: area.near(0.3) })
      expect(await riderLive.next((event) => event.type === 'rides.position', 5000)).toMatchObject({
        ride_id: ride.id,
        lat: area.near(0.3).lat,
        lng: area.near(0.3).lng,
      })
      await driverPost(winner, `/rides/${ride.id}/arrived`)
      await riderLive.next((event) => event.type === 'rides.status' && event.status === 'arriving', 5000)
    } finally {
      for (const live of sockets) live.socket.close()
    }
  })
})
