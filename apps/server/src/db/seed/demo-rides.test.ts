import { MAP_CENTER } from '@soko/shared/rides/rides.constants'
import { eq, like } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../modules/auth/auth.table'
import { driverPositions, drivers } from '../../modules/drivers/drivers.table'
import { orderItems, orders } from '../../modules/orders/orders.table'
import { serviceProviderApplications, serviceProviderProfiles } from '../../modules/providers/providers.table'
import { rides } from '../../modules/rides/rides.table'
import { straightLineKm } from '../../modules/rides/routing'
import { setRoleIn } from '../../modules/users/users.service'
import { userRoles } from '../../modules/users/users.table'
import { cookiesOf, signIn, signUp } from '../../test/auth-helpers'
import { buildTestApp } from '../../test/test-app'
import { demoDriverAccount, demoDrivers, unverifiedDemoDrivers } from './data/drivers'
import { demoRidesSeeder } from './demo-rides.seeder'
import { DEMO_PASSWORD, demoUsersSeeder } from './demo-users.seeder'
import { runSeeds } from './run-seeds'
import type { SeedContext } from './seed-context'

let app: FastifyInstance
let context: SeedContext

// Only the seeders the rides demo needs (the demo customer, then the rides), not the whole demo world.
beforeAll(async () => {
  app = await buildTestApp()
  const signUpEmail = async ({ body }: { body: { email: string; password: string; name: string } }) => ({
    user: { id: (await signUp(app, body)).userId },
  })
  context = {
    auth: { api: { signUpEmail } },
    users: { setRole: (userId: string, role: 'admin') => setRoleIn(app.db, userId, role) },
  } as unknown as SeedContext
  await runSeeds(app.db, [demoUsersSeeder, demoRidesSeeder], context)
}, 60_000)
afterAll(async () => {
  await app.close()
})

const fleetRows = () =>
  app.db
    .select({ driver: drivers, position: driverPositions, email: users.email })
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.userId))
    .leftJoin(driverPositions, eq(driverPositions.driverId, drivers.id))
    .where(like(users.email, '%@drivers.soko.demo'))

const roundedAverage = (sum: number, count: number) => Math.round((sum / count) * 10) / 10

describe('the rides demo seed', () => {
  it('puts 28 verified, active drivers online at fresh positions: about 18 taxis and 10 boda bodas', async () => {
    const online = (await fleetRows()).filter((row) => row.driver.isVerified)
    expect(online.length).toBeGreaterThanOrEqual(28)
    expect(online.filter((row) => row.driver.vehicleType === 'taxi')).toHaveLength(18)
    expect(online.filter((row) => row.driver.vehicleType === 'motorbike')).toHaveLength(10)
    for (const { driver, position, email } of online) {
      expect(email).toMatch(/^[a-z]+\.[a-z]+@drivers\.soko\.demo$/)
      expect(driver).toMatchObject({ isActive: true, isOnline: true, status: 'available' })
      expect(driver.suspendedReason).toBeNull()
      expect(Date.now() - position!.updatedAt.getTime()).toBeLessThan(60_000)
    }
  })

  it('gives every driver a Kenyan plate of their own, a vehicle of 2010 to 2021 and a consistent rating', async () => {
    const rows = await app.db.select().from(drivers)
    const plates = rows.map((row) => row.licensePlate)
    expect(new Set(plates).size).toBe(plates.length)
    for (const driver of rows) {
      expect(driver.licensePlate).toMatch(
        driver.vehicleType === 'taxi' ? /^KD[A-J] \d{3}[A-Z]$/ : /^KME[A-F] \d{3}[A-Z]$/,
      )
      expect(driver.vehicleYear).toBeGreaterThanOrEqual(2010)
      expect(driver.vehicleYear).toBeLessThanOrEqual(2021)
      expect(driver.vehicleMake).toMatch(/^(Toyota|Nissan|Mazda|Honda|TVS|Bajaj)$/)
    }
    for (const { driver } of (await fleetRows()).filter((row) => row.driver.isVerified)) {
      expect(driver.rating).toBeGreaterThanOrEqual(4.2)
      expect(driver.rating).toBeLessThanOrEqual(4.9)
      expect(driver.ratingCount).toBeGreaterThan(0)
      expect(driver.ratingCount).toBeLessThanOrEqual(driver.totalRides)
      expect(driver.rating).toBe(roundedAverage(driver.ratingSum, driver.ratingCount))
    }
    const phones = demoDrivers.map((driver) => driver.phone)
    expect(new Set(phones).size).toBe(phones.length)
    for (const phone of phones) expect(phone).toMatch(/^\+2547\d{8}$/)
  })

  it('spreads the positions over Nairobi, all within 60 km of the CBD', async () => {
    const [lat, lng] = MAP_CENTER
    const positions = (await fleetRows()).flatMap((row) => (row.position ? [row.position] : []))
    expect(positions.length).toBeGreaterThanOrEqual(28)
    const distances = positions.map((position) => straightLineKm({ lat, lng }, position))
    for (const km of distances) expect(km).toBeLessThan(60)
    // Spread over the city, not one rank: some near town, some far out.
    expect(distances.filter((km) => km < 3).length).toBeGreaterThanOrEqual(3)
    expect(distances.filter((km) => km > 8).length).toBeGreaterThanOrEqual(5)
  })

  it('leaves a few registered drivers unverified and offline, for the admin to verify', async () => {
    const waiting = (await fleetRows()).filter((row) => !row.driver.isVerified)
    expect(waiting).toHaveLength(unverifiedDemoDrivers.length)
    for (const { driver, position } of waiting) {
      expect(driver.isOnline).toBe(false)
      expect(position).toBeNull()
    }
  })

  it('makes driver@soko.demo an approved driver who can sign in, offline with a taxi and a trip history', async () => {
    const response = await signIn(app, demoDriverAccount.email, DEMO_PASSWORD)
    expect(response.statusCode).toBe(200)
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookiesOf(response) } })
    expect(me.json()).toMatchObject({ role: 'driver' })

    const [user] = await app.db.select().from(users).where(eq(users.email, demoDriverAccount.email))
    const [application] = await app.db
      .select()
      .from(serviceProviderApplications)
      .where(eq(serviceProviderApplications.userId, user!.id))
    expect(application).toMatchObject({ serviceType: 'driver', status: 'approved' })
    const [profile] = await app.db
      .select()
      .from(serviceProviderProfiles)
      .where(eq(serviceProviderProfiles.userId, user!.id))
    expect(profile).toMatchObject({
      providerType: 'driver',
      verificationStatus: 'approved',
      applicationId: application!.id,
    })
    const [driver] = await app.db.select().from(drivers).where(eq(drivers.userId, user!.id))
    expect(driver).toMatchObject({
      fullName: 'Juma Mwangi',
      isVerified: true,
      isActive: true,
      isOnline: false,
      status: 'available',
      vehicleType: 'taxi',
      vehicleMake: 'Toyota',
      vehicleModel: 'Axio',
      vehicleYear: 2016,
      licensePlate: 'KDJ 418M',
    })
    expect(
      await app.db.select().from(driverPositions).where(eq(driverPositions.driverId, driver!.id)),
    ).toEqual([])

    // The trips: Wanjiku's, completed, paid in cash or through an M-Pesa order of the fare, mostly rated.
    const trips = await app.db.select().from(rides).where(eq(rides.driverId, driver!.id))
    expect(trips.length).toBeGreaterThanOrEqual(6)
    expect(driver!.totalRides).toBe(trips.length)
    const [wanjiku] = await app.db.select().from(users).where(eq(users.email, 'wanjiku@soko.demo'))
    for (const trip of trips) {
      expect(trip).toMatchObject({ status: 'completed', riderId: wanjiku!.id })
      expect(trip.completedAt!.getTime()).toBeLessThan(Date.now())
      expect(trip.finalFareCents).toBe(trip.quotedFareCents)
      expect(['cash', 'paid']).toContain(trip.payment)
    }
    const paid = trips.filter((trip) => trip.payment === 'paid')
    expect(paid.length).toBeGreaterThan(0)
    for (const trip of paid) {
      const [order] = await app.db.select().from(orders).where(eq(orders.id, trip.orderId!))
      expect(order).toMatchObject({ paymentStatus: 'paid', totalAmountCents: trip.finalFareCents })
      const lines = await app.db.select().from(orderItems).where(eq(orderItems.orderId, trip.orderId!))
      expect(lines).toMatchObject([{ kind: 'ride', referenceId: trip.id, quantity: 1 }])
    }
    const rated = trips.filter((trip) => trip.rating !== null)
    expect(rated.length).toBeGreaterThan(0)
    expect(driver!.ratingCount).toBe(rated.length)
    expect(driver!.ratingSum).toBe(rated.reduce((sum, trip) => sum + trip.rating!, 0))
    expect(driver!.rating).toBe(roundedAverage(driver!.ratingSum, driver!.ratingCount))
  })

  it('gives the fleet the driver role, and adds nothing when asked to seed again', async () => {
    const roles = await app.db
      .select({ role: userRoles.role })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(like(users.email, '%@drivers.soko.demo'))
    expect(new Set(roles.map((row) => row.role))).toEqual(new Set(['driver']))

    const before = (await app.db.select().from(drivers)).length
    const tripsBefore = (await app.db.select().from(rides)).length
    await demoRidesSeeder.run(app.db, context)
    expect(await app.db.select().from(drivers)).toHaveLength(before)
    expect(await app.db.select().from(rides)).toHaveLength(tripsBefore)
  })
})
