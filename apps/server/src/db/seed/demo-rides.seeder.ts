import { RIDE_LINE_KIND, REQUEST_TIMEOUT_SECONDS } from '@soko/shared/rides/rides.constants'
import { eq, inArray } from 'drizzle-orm'
import { newIdAt } from '../../lib/ids'
import { hashPassword } from '../../lib/password-hash'
import { accounts, users } from '../../modules/auth/auth.table'
import { driverPositions, drivers } from '../../modules/drivers/drivers.table'
import { orderEvents, orderItems, orders } from '../../modules/orders/orders.table'
import { serviceProviderApplications, serviceProviderProfiles } from '../../modules/providers/providers.table'
import { ridePathPoints, rides } from '../../modules/rides/rides.table'
import { estimateRoute, fareCents } from '../../modules/rides/routing'
import { profiles, userRoles } from '../../modules/users/users.table'
import type { Db } from '../client'
import {
  demoDriverAccount,
  demoDriverEmail,
  demoDrivers,
  tripPlaces,
  unverifiedDemoDrivers,
  type DemoDriver,
} from './data/drivers'
import { providerBannerUrl } from './data/pictures'
import { DEMO_PASSWORD } from './demo-users.seeder'
import type { Seeder } from './seeders'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const NAIROBI_OFFSET_MS = 3 * HOUR

/** A small deterministic random sequence, so every fresh demo database looks the same. */
function sequence(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

/** About `metres` in degrees of latitude (and of longitude, this close to the equator). */
const degrees = (metres: number) => metres / 111_320

/**
 * Rated rides and the sum of their stars for a driver's average: `rating` is then exactly
 * round(sum / count, 1), as driversService.recordRating keeps it.
 */
export function ratingFigures(target: number, totalRides: number, share: number) {
  const count = Math.max(10, Math.round(totalRides * share))
  const sum = Math.round(target * count)
  return { ratingCount: count, ratingSum: sum, rating: Math.round((sum / count) * 10) / 10 }
}

/** The demo driver's past trips: from, to, the day (0: today in Nairobi) and hour, the stars, how it was paid. */
const pastTrips: {
  from: string
  to: string
  daysAgo: number
  hour: number
  stars: number | null
  paid: 'cash' | 'mpesa'
}[] = [
  { from: 'Sarit Centre', to: 'The Junction Mall', daysAgo: 0, hour: 8, stars: 5, paid: 'mpesa' },
  {
    from: 'Westgate Mall',
    to: 'Jomo Kenyatta International Airport',
    daysAgo: 0,
    hour: 6,
    stars: 5,
    paid: 'cash',
  },
  { from: 'Kencom', to: 'Yaya Centre', daysAgo: 1, hour: 18, stars: 4, paid: 'cash' },
  { from: 'Village Market', to: 'Two Rivers Mall', daysAgo: 1, hour: 13, stars: null, paid: 'cash' },
  { from: 'University of Nairobi', to: 'Prestige Plaza', daysAgo: 2, hour: 17, stars: 5, paid: 'mpesa' },
  { from: 'Kenyatta National Hospital', to: 'Galleria Mall', daysAgo: 3, hour: 11, stars: 4, paid: 'cash' },
  { from: 'Garden City Mall', to: 'Sarit Centre', daysAgo: 4, hour: 19, stars: 5, paid: 'cash' },
  { from: 'Nairobi Hospital', to: 'Kencom', daysAgo: 5, hour: 9, stars: 3, paid: 'cash' },
  { from: 'The Junction Mall', to: 'Westgate Mall', daysAgo: 6, hour: 20, stars: 5, paid: 'mpesa' },
  { from: 'Yaya Centre', to: 'Village Market', daysAgo: 8, hour: 15, stars: null, paid: 'cash' },
]

const place = (name: string) => {
  const found = tripPlaces.find(([placeName]) => placeName === name)
  if (!found) throw new Error(`demo-rides: no trip place named ${name}`)
  return { name, lat: found[1], lng: found[2] }
}

/** The accounts of the fleet, written directly with one password hash (as demo-community does). */
async function fleetAccounts(
  tx: Db,
  people: readonly Pick<DemoDriver, 'first' | 'last' | 'phone'>[],
  joinedAt: (index: number) => Date,
) {
  const emails = people.map(demoDriverEmail)
  const existing = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails))
  const idOfEmail = new Map(existing.map((user) => [user.email, user.id]))
  const missing = people
    .map((person, index) => ({
      ...person,
      index,
      email: emails[index]!,
      name: `${person.first} ${person.last}`,
    }))
    .filter((person) => !idOfEmail.has(person.email))
  if (missing.length) {
    const password = await hashPassword(DEMO_PASSWORD)
    const rows = missing.map((person) => {
      const at = joinedAt(person.index)
      return { ...person, at, id: newIdAt(at) }
    })
    await tx.insert(users).values(
      rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        emailVerified: true,
        createdAt: row.at,
        updatedAt: row.at,
      })),
    )
    await tx.insert(accounts).values(
      rows.map((row) => ({
        id: newIdAt(row.at),
        accountId: row.id,
        providerId: 'credential',
        userId: row.id,
        password,
        createdAt: row.at,
        updatedAt: row.at,
      })),
    )
    await tx.insert(profiles).values(
      rows.map((row) => ({
        id: row.id,
        fullName: row.name,
        phone: row.phone,
        language: row.index % 3 === 0 ? 'sw' : 'en',
        termsAcceptedAt: row.at,
        createdAt: row.at,
        updatedAt: row.at,
      })),
    )
    await tx.insert(userRoles).values(rows.map((row) => ({ userId: row.id, role: 'driver' as const })))
    for (const row of rows) idOfEmail.set(row.email, row.id)
  }
  return emails.map((email) => idOfEmail.get(email)!)
}

/**
 * The rides side of the demo (issue 15): 28 verified, active drivers online at real places across Nairobi (18
 * taxis, 10 boda bodas; `<first>.<last>@drivers.soko.demo`), four registered drivers waiting for the admin's
 * verification, and the README's demo driver (driver@soko.demo: an approved driver application, its provider
 * profile and a taxi, offline until they switch Online) with a week of completed trips for Wanjiku (the demo
 * customer), paid in cash or with M-Pesa, most of them rated, so the trip history and the earnings are not
 * empty. The fleet's positions are kept fresh while the server runs (drivers module, demo-positions.ts).
 */
export const demoRidesSeeder: Seeder = {
  name: 'demo-rides',
  // Signs the demo driver up through better-auth, which writes through its own connection; safe to run again.
  ownTransactions: true,
  async run(db, { auth, users: usersService }) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoDriverAccount.email))
    const driverUserId =
      existing?.id ??
      (
        await auth.api.signUpEmail({
          body: { email: demoDriverAccount.email, password: DEMO_PASSWORD, name: demoDriverAccount.name },
        })
      ).user.id
    await usersService.setRole(driverUserId, 'driver')

    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db
      // Seeded already (the seeder asked to run again): nothing to add.
      if ((await tx.select({ id: drivers.id }).from(drivers).where(eq(drivers.userId, driverUserId))).length)
        return
      const now = Date.now()
      const random = sequence(1515)

      // The fleet: online at their places, the positions just written.
      const fleetIds = await fleetAccounts(
        tx,
        demoDrivers,
        (index) => new Date(now - (400 - index * 9) * DAY),
      )
      const fleet = demoDrivers.map((driver, index) => {
        const createdAt = new Date(now - (398 - index * 9) * DAY)
        return {
          id: newIdAt(createdAt),
          userId: fleetIds[index]!,
          fullName: `${driver.first} ${driver.last}`,
          licenseNumber: driver.license,
          isActive: true,
          isVerified: true,
          status: 'available',
          vehicleType: driver.vehicleType,
          vehicleMake: driver.make,
          vehicleModel: driver.model,
          vehicleYear: driver.year,
          licensePlate: driver.plate,
          totalRides: driver.totalRides,
          ...ratingFigures(driver.rating, driver.totalRides, 0.55 + random() * 0.2),
          isOnline: true,
          createdAt,
        }
      })
      await tx.insert(drivers).values(fleet)
      await tx.insert(driverPositions).values(
        fleet.map((driver, index) => ({
          driverId: driver.id,
          // A few tens of metres off the named spot, as a parked car or a boda at its stage.
          lat: demoDrivers[index]!.lat + degrees((random() - 0.5) * 120),
          lng: demoDrivers[index]!.lng + degrees((random() - 0.5) * 120),
          heading: Math.round(random() * 359),
          updatedAt: new Date(now),
        })),
      )

      // Registered, not verified yet: offline, never listed, waiting for the admin.
      const waitingIds = await fleetAccounts(
        tx,
        unverifiedDemoDrivers,
        (index) => new Date(now - (3 + index) * DAY),
      )
      await tx.insert(drivers).values(
        unverifiedDemoDrivers.map((driver, index) => {
          const createdAt = new Date(now - (3 + index) * DAY + HOUR)
          return {
            id: newIdAt(createdAt),
            userId: waitingIds[index]!,
            fullName: `${driver.first} ${driver.last}`,
            licenseNumber: driver.license,
            isVerified: false,
            vehicleType: driver.vehicleType,
            vehicleMake: driver.make,
            vehicleModel: driver.model,
            vehicleYear: driver.year,
            licensePlate: driver.plate,
            createdAt,
          }
        }),
      )

      // The demo driver: approved as the admin's approval leaves it (application, provider profile, driver).
      const approvedAt = new Date(now - 45 * DAY)
      const submittedAt = new Date(approvedAt.getTime() - 2 * DAY)
      const [application] = await tx
        .insert(serviceProviderApplications)
        .values({
          id: newIdAt(submittedAt),
          userId: driverUserId,
          serviceType: 'driver',
          businessName: demoDriverAccount.business,
          businessDescription: demoDriverAccount.description,
          businessAddress: `${demoDriverAccount.area}, Nairobi`,
          businessPhone: demoDriverAccount.phone,
          businessEmail: demoDriverAccount.email,
          licenseNumber: demoDriverAccount.license,
          experienceYears: 7,
          specialization: 'Taxi',
          serviceAreas: ['Westlands', 'Nairobi CBD', 'Kilimani'],
          status: 'approved',
          submittedAt,
          reviewedAt: approvedAt,
          updatedAt: approvedAt,
        })
        .returning()
      await tx
        .insert(serviceProviderProfiles)
        .values({
          id: newIdAt(approvedAt),
          userId: driverUserId,
          applicationId: application!.id,
          providerType: 'driver',
          verificationStatus: 'approved',
          businessName: demoDriverAccount.business,
          businessDescription: demoDriverAccount.description,
          locationAddress: `${demoDriverAccount.area}, Nairobi`,
          phoneNumber: demoDriverAccount.phone,
          email: demoDriverAccount.email,
          specialization: 'Taxi',
          bannerImageUrl: providerBannerUrl('taxi'),
          experienceYears: 7,
          serviceAreas: application!.serviceAreas,
          createdAt: approvedAt,
          updatedAt: approvedAt,
        })
        .onConflictDoNothing()
      await tx
        .update(profiles)
        .set({ phone: demoDriverAccount.phone, fullName: demoDriverAccount.name })
        .where(eq(profiles.id, driverUserId))

      // A week of trips for Wanjiku; today's only when they are already over.
      const [wanjiku] = await tx
        .select({ id: users.id, email: users.email, phone: profiles.phone })
        .from(users)
        .leftJoin(profiles, eq(profiles.id, users.id))
        .where(eq(users.email, 'wanjiku@soko.demo'))
      const midnight = Math.floor((now + NAIROBI_OFFSET_MS) / DAY) * DAY - NAIROBI_OFFSET_MS
      const trips = wanjiku
        ? pastTrips
            .map((trip) => ({ ...trip, at: midnight - trip.daysAgo * DAY + trip.hour * HOUR }))
            .filter((trip) => trip.at < now - 2 * HOUR)
        : []
      const driverId = newIdAt(approvedAt)
      const rated = trips.filter((trip) => trip.stars !== null)
      const ratingSum = rated.reduce((sum, trip) => sum + trip.stars!, 0)
      await tx.insert(drivers).values({
        id: driverId,
        userId: driverUserId,
        fullName: demoDriverAccount.name,
        licenseNumber: demoDriverAccount.license,
        isActive: true,
        isVerified: true,
        status: 'available',
        vehicleType: demoDriverAccount.vehicleType,
        vehicleMake: demoDriverAccount.make,
        vehicleModel: demoDriverAccount.model,
        vehicleYear: demoDriverAccount.year,
        licensePlate: demoDriverAccount.plate,
        totalRides: trips.length,
        ratingSum,
        ratingCount: rated.length,
        rating: rated.length ? Math.round((ratingSum / rated.length) * 10) / 10 : 0,
        isOnline: false,
        createdAt: approvedAt,
      })
      if (wanjiku) await pastRides(tx, { ...wanjiku, driverId, trips, random })
    })
  },
}

/** Completed rides as the lifecycle leaves them: quoted, accepted, arrived, started, completed, paid, rated. */
async function pastRides(
  tx: Db,
  {
    id: riderId,
    email,
    phone,
    driverId,
    trips,
    random,
  }: {
    id: string
    email: string
    phone: string | null
    driverId: string
    trips: ((typeof pastTrips)[number] & { at: number })[]
    random: () => number
  },
) {
  const receipt = () =>
    `U${Array.from({ length: 9 }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'[Math.floor(random() * 34)]).join('')}`
  for (const trip of trips) {
    const pickup = place(trip.from)
    const destination = place(trip.to)
    const route = estimateRoute(pickup, destination)
    const cents = fareCents(route.distanceKm, 'taxi')
    const createdAt = new Date(trip.at + Math.floor(random() * 40) * MINUTE)
    const acceptedAt = new Date(createdAt.getTime() + (10 + Math.floor(random() * 40)) * 1000)
    const arrivedAt = new Date(acceptedAt.getTime() + (3 + Math.floor(random() * 8)) * MINUTE)
    const startedAt = new Date(arrivedAt.getTime() + (1 + Math.floor(random() * 3)) * MINUTE)
    const completedAt = new Date(startedAt.getTime() + route.durationMin.taxi * MINUTE)
    const rideId = newIdAt(createdAt)
    let orderId: string | null = null
    if (trip.paid === 'mpesa') {
      orderId = newIdAt(completedAt)
      const paidAt = new Date(completedAt.getTime() + 2 * MINUTE)
      const code = receipt()
      await tx.insert(orders).values({
        id: orderId,
        userId: riderId,
        status: 'paid',
        paymentStatus: 'paid',
        paymentMethod: 'mpesa',
        transactionId: code,
        paymentReceipt: code,
        totalAmountCents: cents,
        contactPhone: phone ?? '+254712345678',
        contactEmail: email,
        paidAt,
        createdAt: completedAt,
        updatedAt: paidAt,
      })
      await tx.insert(orderItems).values({
        orderId,
        kind: RIDE_LINE_KIND,
        referenceId: rideId,
        name: `Taxi ride: ${pickup.name} to ${destination.name}`,
        quantity: 1,
        priceAtPurchaseCents: cents,
        createdAt: completedAt,
      })
      await tx.insert(orderEvents).values([
        { orderId, event: 'placed', note: null, createdAt: completedAt },
        { orderId, event: 'paid', note: `Paid with M-Pesa (${code})`, createdAt: paidAt },
      ])
    }
    await tx.insert(rides).values({
      id: rideId,
      riderId,
      driverId,
      status: 'completed',
      vehicleType: 'taxi',
      pickupName: pickup.name,
      pickupLat: pickup.lat,
      pickupLng: pickup.lng,
      destinationName: destination.name,
      destinationLat: destination.lat,
      destinationLng: destination.lng,
      distanceKm: route.distanceKm,
      durationMin: route.durationMin.taxi,
      route: route.path,
      quotedFareCents: cents,
      finalFareCents: cents,
      payment: trip.paid === 'mpesa' ? 'paid' : 'cash',
      orderId,
      rating: trip.stars,
      ratingComment: trip.stars === 5 ? 'Smooth ride, very polite driver.' : null,
      expiresAt: new Date(createdAt.getTime() + REQUEST_TIMEOUT_SECONDS * 1000),
      createdAt,
      acceptedAt,
      arrivedAt,
      startedAt,
      completedAt,
      ratedAt: trip.stars === null ? null : new Date(completedAt.getTime() + 5 * MINUTE),
    })
    // The path driven: the straight route in eight legs, one point each, from pickup to destination.
    const legs = 8
    await tx.insert(ridePathPoints).values(
      Array.from({ length: legs + 1 }, (_, step) => ({
        rideId,
        lat: pickup.lat + ((destination.lat - pickup.lat) * step) / legs,
        lng: pickup.lng + ((destination.lng - pickup.lng) * step) / legs,
        at: new Date(startedAt.getTime() + ((completedAt.getTime() - startedAt.getTime()) * step) / legs),
      })),
    )
  }
}
