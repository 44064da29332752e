import { POSITION_FRESH_SECONDS, type VehicleType } from '@soko/shared/rides/rides.constants'
import type { Point } from '@soko/shared/rides/rides.schema'
import { and, eq, gt, like, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users } from '../auth/auth.table'
import { DEMO_DRIVER_DOMAIN } from '../drivers/demo-positions.service'
import { driverPositions, drivers } from '../drivers/drivers.table'
import { rideOffers, rides } from './rides.table'
import { straightLineKm } from './routing'

/** What the autopilot needs of a ride. */
export type AutopilotRide = {
  id: string
  status: string
  vehicleType: VehicleType
  pickup: Point
  destination: Point
  route: [number, number][]
  /** The ride's driver, once accepted: whether it is a demo driver the autopilot may drive, and where. */
  driver: { userId: string; isDemo: boolean; position: Point | null } | null
}

/** A demo driver the autopilot may send: online, available, of the type, with a fresh position. */
export type AutopilotDriver = { userId: string; position: Point }

/** The autopilot's reads (it writes only through the rides service). */
export interface AutopilotLookups {
  ride(rideId: string): Promise<AutopilotRide | null>
  /** A demo driver for a requested ride: one it was offered to first, then the nearest. */
  demoDriverFor(ride: AutopilotRide): Promise<AutopilotDriver | null>
  /** Requests still waiting for a driver after `afterSeconds` (RIDES_AUTOPILOT takes each). */
  waitingRideIds(afterSeconds?: number): Promise<string[]>
}

const isDemoEmail = (email: string | null) => Boolean(email?.endsWith(`@${DEMO_DRIVER_DOMAIN}`))

export function createAutopilotLookups(db: Db): AutopilotLookups {
  return {
    async ride(rideId) {
      const [row] = await db
        .select({
          ride: rides,
          driverUserId: drivers.userId,
          email: users.email,
          lat: driverPositions.lat,
          lng: driverPositions.lng,
        })
        .from(rides)
        .leftJoin(drivers, eq(drivers.id, rides.driverId))
        .leftJoin(users, eq(users.id, drivers.userId))
        .leftJoin(driverPositions, eq(driverPositions.driverId, drivers.id))
        .where(eq(rides.id, rideId))
      if (!row) return null
      const { ride } = row
      return {
        id: ride.id,
        status: ride.status,
        vehicleType: ride.vehicleType === 'motorbike' ? 'motorbike' : 'taxi',
        pickup: { lat: ride.pickupLat, lng: ride.pickupLng },
        destination: { lat: ride.destinationLat, lng: ride.destinationLng },
        route: ride.route,
        driver: row.driverUserId
          ? {
              userId: row.driverUserId,
              isDemo: isDemoEmail(row.email),
              position: row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng },
            }
          : null,
      }
    },

    async demoDriverFor(ride) {
      const candidates = await db
        .select({
          userId: drivers.userId,
          lat: driverPositions.lat,
          lng: driverPositions.lng,
          offered: sql<boolean>`coalesce(${rideOffers.status} = 'offered', false)`,
        })
        .from(drivers)
        .innerJoin(users, eq(users.id, drivers.userId))
        .innerJoin(driverPositions, eq(driverPositions.driverId, drivers.id))
        .leftJoin(rideOffers, and(eq(rideOffers.driverId, drivers.id), eq(rideOffers.rideId, ride.id)))
        .where(
          and(
            like(users.email, `%@${DEMO_DRIVER_DOMAIN}`),
            eq(drivers.vehicleType, ride.vehicleType),
            eq(drivers.isOnline, true),
            eq(drivers.status, 'available'),
            eq(drivers.isVerified, true),
            eq(drivers.isActive, true),
            gt(driverPositions.updatedAt, new Date(Date.now() - POSITION_FRESH_SECONDS * 1000)),
          ),
        )
      const ranked = candidates
        .map((row) => ({ ...row, km: straightLineKm(ride.pickup, row) }))
        .sort((a, b) => Number(b.offered) - Number(a.offered) || a.km - b.km)
      const best = ranked[0]
      return best?.userId ? { userId: best.userId, position: { lat: best.lat, lng: best.lng } } : null
    },

    async waitingRideIds(afterSeconds = 0) {
      const rows = await db
        .select({ id: rides.id })
        .from(rides)
        .where(
          and(
            eq(rides.status, 'requested'),
            gt(rides.expiresAt, sql`now()`),
            // Real drivers first: a demo driver takes only what waited this long.
            lte(rides.createdAt, sql`now() - make_interval(secs => ${afterSeconds})`),
          ),
        )
      return rows.map((row) => row.id)
    },
  }
}
