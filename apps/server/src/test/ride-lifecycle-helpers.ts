import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { driverPositions, drivers } from '../modules/drivers/drivers.table'
import { as, signUp } from './auth-helpers'

// Riders and drivers for the rides tests (issue 15). Each test works in its own "area": a point far
// (about 55 km per step) from every other area's, so drivers made for one test are never offered another's.

let ip = 0
const nextIp = () => `10.41.${Math.floor(++ip / 200)}.${ip % 200}`

type Request = ReturnType<typeof as>
export type Place = { name: string; lat: number; lng: number }

let areas = 0
/** A fresh area: its pickup and a destination about 3.7 km (straight line) north-east of it. */
export function newArea() {
  const lat = -1.29 + ++areas * 0.5
  const lng = 36.82
  return {
    pickup: { name: `Kenyatta Avenue ${areas}`, lat, lng },
    destination: { name: `Westlands ${areas}`, lat: lat + 0.025, lng: lng + 0.025 },
    /** A point `km` east of the pickup (1 degree of longitude is about 111 km on the equator). */
    near: (km: number) => ({ lat, lng: lng + km / 111 }),
  }
}

export async function makeRider(app: FastifyInstance, name = 'Wanjiru Kamau') {
  const account = await signUp(app, { ip: nextIp(), name })
  return { ...account, request: as(app, account.cookie) }
}

/** A signed-up user with a driver record (verified, active, online unless told) at `at`. */
export async function makeDriver(
  app: FastifyInstance,
  at: { lat: number; lng: number } | null,
  overrides: Partial<typeof drivers.$inferInsert> = {},
  positionAgeSeconds = 0,
) {
  const account = await signUp(app, { ip: nextIp(), name: overrides.fullName ?? 'Otieno Ochieng' })
  const [driver] = await app.db
    .insert(drivers)
    .values({
      userId: account.userId,
      fullName: 'Otieno Ochieng',
      isVerified: true,
      isActive: true,
      isOnline: true,
      vehicleType: 'taxi',
      vehicleMake: 'Toyota',
      vehicleModel: 'Axio',
      vehicleYear: 2016,
      licensePlate: 'KDA 123A',
      ...overrides,
    })
    .returning()
  if (at)
    await app.db.insert(driverPositions).values({
      driverId: driver!.id,
      lat: at.lat,
      lng: at.lng,
      updatedAt: new Date(Date.now() - positionAgeSeconds * 1000),
    })
  return { ...account, driverId: driver!.id, request: as(app, account.cookie) }
}
export type TestDriver = Awaited<ReturnType<typeof makeDriver>>

export const driverRow = async (app: FastifyInstance, id: string) =>
  (await app.db.select().from(drivers).where(eq(drivers.id, id)))[0]!

/** POST /api/rides as the rider. */
export function requestRide(
  rider: { request: Request },
  area: { pickup: Place; destination: Place },
  extra: Record<string, unknown> = {},
) {
  return rider.request({
    method: 'POST',
    url: '/api/rides',
    payload: { pickup: area.pickup, destination: area.destination, vehicle_type: 'taxi', ...extra },
  })
}

/** POST /api/driver-dashboard/offers/:rideId/accept as the driver. */
export const accept = (driver: { request: Request }, rideId: string) =>
  driver.request({ method: 'POST', url: `/api/driver-dashboard/offers/${rideId}/accept` })
