import { and, count, desc, eq, gt, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm'
import { POSITION_FRESH_SECONDS, type VehicleType } from '@soko/shared/rides/rides.constants'
import type { Point } from '@soko/shared/rides/rides.schema'
import type { Db } from '../../db/client'
import { users } from '../auth/auth.table'
import { profiles } from '../users/users.table'
import { driverPositions, drivers } from './drivers.table'

export type DriverRow = typeof drivers.$inferSelect
export type DriverPositionRow = typeof driverPositions.$inferSelect

/** Great-circle km between a driver's latest position and a point, in SQL (haversine, as routing.ts). */
const kmFrom = (point: Point) =>
  sql<number>`(2 * 6371.0088 * asin(least(1, sqrt(
    power(sin(radians(${driverPositions.lat} - ${point.lat}) / 2), 2) +
    cos(radians(${point.lat})) * cos(radians(${driverPositions.lat})) *
    power(sin(radians(${driverPositions.lng} - ${point.lng}) / 2), 2)))))`

/** Verified, active, not suspended: a driver who may use the dashboard (docs/rides-api.md). */
const approved = and(
  eq(drivers.isVerified, true),
  eq(drivers.isActive, true),
  isNull(drivers.suspendedReason),
)

/** Every query takes its executor, so a caller's transaction carries the write. */
export const driversRepository = {
  async idOfUser(tx: Db, userId: string) {
    const [row] = await tx.select({ id: drivers.id }).from(drivers).where(eq(drivers.userId, userId))
    return row?.id
  },

  async insert(tx: Db, values: typeof drivers.$inferInsert) {
    await tx.insert(drivers).values(values)
  },

  async update(tx: Db, id: string, values: Partial<typeof drivers.$inferInsert>) {
    await tx.update(drivers).set(values).where(eq(drivers.id, id))
  },

  // Reads: the rider's list and the admin's

  /**
   * Drivers a rider may book: active, verified, not suspended, available, online, of the type, with a position
   * fresher than `freshSeconds` (by the database's clock). Nearest `near` first (an equirectangular order, exact
   * enough within a city), else by rating.
   */
  async matchable(
    tx: Db,
    filter: { vehicleType: VehicleType; freshSeconds: number; near?: Point | undefined; limit: number },
  ) {
    const { vehicleType, freshSeconds, near, limit } = filter
    const order = near
      ? [
          sql`power(${driverPositions.lat} - ${near.lat}::float8, 2) + power((${driverPositions.lng} - ${near.lng}::float8) * ${Math.cos((near.lat * Math.PI) / 180)}::float8, 2)`,
          drivers.id,
        ]
      : [desc(drivers.rating), desc(drivers.totalRides), drivers.id]
    return tx
      .select({
        driver: drivers,
        name: displayName,
        lat: driverPositions.lat,
        lng: driverPositions.lng,
        positionAt: driverPositions.updatedAt,
      })
      .from(drivers)
      .innerJoin(driverPositions, eq(driverPositions.driverId, drivers.id))
      .leftJoin(users, eq(users.id, drivers.userId))
      .leftJoin(profiles, eq(profiles.id, drivers.userId))
      .where(
        and(
          eq(drivers.isActive, true),
          eq(drivers.isVerified, true),
          isNull(drivers.suspendedReason),
          eq(drivers.status, 'available'),
          eq(drivers.isOnline, true),
          eq(drivers.vehicleType, vehicleType),
          gt(driverPositions.updatedAt, sql`now() - make_interval(secs => ${freshSeconds}::float8)`),
        ),
      )
      .orderBy(...order)
      .limit(limit)
  },

  /** The admin's list (newest first) or, with `id`, one driver: with the account's e-mail and phone. */
  async adminList(tx: Db, filter: AdminDriversFilter, limit: number, id?: string) {
    return tx
      .select({
        driver: drivers,
        name: displayName,
        email: users.email,
        phone: profiles.phone,
        lat: driverPositions.lat,
        lng: driverPositions.lng,
        positionAt: driverPositions.updatedAt,
      })
      .from(drivers)
      .leftJoin(users, eq(users.id, drivers.userId))
      .leftJoin(profiles, eq(profiles.id, drivers.userId))
      .leftJoin(driverPositions, eq(driverPositions.driverId, drivers.id))
      .where(adminWhere(filter, id))
      .orderBy(desc(drivers.createdAt), desc(drivers.id))
      .limit(limit)
  },

  async adminCount(tx: Db, filter: AdminDriversFilter) {
    const [row] = await tx
      .select({ value: count() })
      .from(drivers)
      .leftJoin(users, eq(users.id, drivers.userId))
      .leftJoin(profiles, eq(profiles.id, drivers.userId))
      .where(adminWhere(filter))
    return Number(row?.value ?? 0)
  },

  /** The driver's row, locked for an admin's change. */
  async lock(tx: Db, id: string) {
    const [row] = await tx.select().from(drivers).where(eq(drivers.id, id)).for('update')
    return row
  },

  // Writes of the ride lifecycle (issue 15): each in the caller's transaction; the moves are conditional.

  /** The user's driver record with its latest position (whatever its state). */
  async byUser(tx: Db, userId: string) {
    const [row] = await tx
      .select({ driver: drivers, position: driverPositions })
      .from(drivers)
      .leftJoin(driverPositions, eq(driverPositions.driverId, drivers.id))
      .where(eq(drivers.userId, userId))
    return row
  },

  async setOnline(tx: Db, id: string, online: boolean) {
    const [row] = await tx
      .update(drivers)
      .set({ isOnline: online })
      .where(and(eq(drivers.id, id), approved))
      .returning()
    return row
  },

  async setVehicle(
    tx: Db,
    id: string,
    vehicle: Pick<
      typeof drivers.$inferInsert,
      'vehicleType' | 'vehicleMake' | 'vehicleModel' | 'vehicleYear' | 'licensePlate'
    >,
  ) {
    await tx.update(drivers).set(vehicle).where(eq(drivers.id, id))
  },

  /** One row per driver: the latest position wins. */
  async savePosition(tx: Db, id: string, point: Point, heading: number | null) {
    const values = { lat: point.lat, lng: point.lng, heading, updatedAt: new Date() }
    const [row] = await tx
      .insert(driverPositions)
      .values({ driverId: id, ...values })
      .onConflictDoUpdate({ target: driverPositions.driverId, set: values })
      .returning()
    return row!
  },

  /** available -> busy, only for an approved driver who is online: undefined when not so. */
  async takeForTrip(tx: Db, id: string) {
    const [row] = await tx
      .update(drivers)
      .set({ status: 'busy' })
      .where(and(eq(drivers.id, id), eq(drivers.status, 'available'), eq(drivers.isOnline, true), approved))
      .returning()
    return row
  },

  /** busy -> available (the trip ended or was cancelled). */
  async release(tx: Db, id: string) {
    await tx
      .update(drivers)
      .set({ status: 'available' })
      .where(and(eq(drivers.id, id), eq(drivers.status, 'busy')))
  },

  async recordCompletedTrip(tx: Db, id: string) {
    await tx
      .update(drivers)
      .set({ totalRides: sql`${drivers.totalRides} + 1` })
      .where(eq(drivers.id, id))
  },

  /** One more rating: the sum and count grow and the average (1 decimal) follows in the same statement. */
  async recordRating(tx: Db, id: string, stars: number) {
    const [row] = await tx
      .update(drivers)
      .set({
        ratingSum: sql`${drivers.ratingSum} + ${stars}`,
        ratingCount: sql`${drivers.ratingCount} + 1`,
        rating: sql`round((${drivers.ratingSum} + ${stars})::numeric / (${drivers.ratingCount} + 1), 1)`,
      })
      .where(eq(drivers.id, id))
      .returning()
    return row
  },

  /**
   * Drivers a request may be offered to, nearest first: approved, available, online, of the type, with a
   * position fresher than POSITION_FRESH_SECONDS within `radiusKm` of `point` (any distance for `only`).
   */
  async nearestMatchable(
    tx: Db,
    query: {
      vehicleType: VehicleType
      point: Point
      radiusKm: number
      limit: number
      only?: string
      excludeUserId?: string
    },
  ) {
    const distance = kmFrom(query.point)
    return tx
      .select({ id: drivers.id, userId: drivers.userId, distanceKm: distance })
      .from(drivers)
      .innerJoin(driverPositions, eq(driverPositions.driverId, drivers.id))
      .where(
        and(
          approved,
          eq(drivers.vehicleType, query.vehicleType),
          eq(drivers.status, 'available'),
          eq(drivers.isOnline, true),
          sql`${driverPositions.updatedAt} > now() - make_interval(secs => ${POSITION_FRESH_SECONDS})`,
          query.only ? eq(drivers.id, query.only) : sql`${distance} <= ${query.radiusKm}`,
          query.excludeUserId
            ? sql`${drivers.userId} is distinct from ${query.excludeUserId}::uuid`
            : undefined,
        ),
      )
      .orderBy(distance, drivers.id)
      .limit(query.limit)
  },
}

// Reads: the rider's list and the admin's (helpers)

/** The admin's filters: verified and unverified drivers exclude suspended ones. */
export type AdminDriverStatus = 'verified' | 'unverified' | 'suspended'
export type AdminDriversFilter = { q?: string | undefined; status?: AdminDriverStatus | undefined }

/** `%text%` for ILIKE, with the user's own wildcards taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/** The driver's name, else the account's. */
const displayName = sql<string>`coalesce(nullif(${drivers.fullName}, ''), ${profiles.fullName}, ${users.name}, '')`

function adminWhere({ q, status }: AdminDriversFilter, id?: string): SQL | undefined {
  const plate = q?.replace(/\s+/g, '')
  return and(
    id ? eq(drivers.id, id) : undefined,
    q
      ? or(
          ilike(displayName, contains(q)),
          ilike(users.email, contains(q)),
          // Plates as people type them: KDA123A finds KDA 123A.
          plate ? sql`replace(${drivers.licensePlate}, ' ', '') ilike ${contains(plate)}` : undefined,
        )
      : undefined,
    status === 'suspended' ? isNotNull(drivers.suspendedReason) : undefined,
    status === 'verified' ? and(eq(drivers.isVerified, true), isNull(drivers.suspendedReason)) : undefined,
    status === 'unverified' ? and(eq(drivers.isVerified, false), isNull(drivers.suspendedReason)) : undefined,
  )
}
