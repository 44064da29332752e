import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { users } from '../auth/auth.table'
import { driverPositions, drivers } from '../drivers/drivers.table'
import { orders } from '../orders/orders.table'
import { profiles } from '../users/users.table'
import { rideOffers, ridePathPoints, rides } from './rides.table'

export type RideRow = typeof rides.$inferSelect
export type NewRide = typeof rides.$inferInsert

const driverUsers = alias(users, 'driver_users')
const driverProfiles = alias(profiles, 'driver_profiles')
/** The trip statuses a driver is engaged in (rides_one_trip_per_driver). */
const tripStatuses = ['accepted', 'arriving', 'in_progress'] as const
const activeStatuses = ['requested', ...tripStatuses] as const
/** (created_at to the millisecond, id) before a keyset cursor. */
const createdBefore = (before: { date: Date; id: string } | undefined) =>
  before
    ? sql`(date_trunc('milliseconds', ${rides.createdAt}), ${rides.id}) < (${before.date.toISOString()}::timestamptz, ${before.id}::uuid)`
    : undefined

/** Every query takes its executor, so a caller's transaction carries the write. */
export const ridesRepository = {
  async insert(tx: Db, values: NewRide) {
    const [row] = await tx.insert(rides).values(values).returning()
    return row!
  },

  async find(tx: Db, id: string) {
    const [row] = await tx.select().from(rides).where(eq(rides.id, id))
    return row
  },

  /** A ride with its rider and driver (their phones, the driver's latest position), for the ride view. */
  async view(tx: Db, id: string) {
    const [row] = await tx
      .select({
        ride: rides,
        riderName: users.name,
        riderPhone: sql<string | null>`coalesce(${users.phoneNumber}, ${profiles.phone})`,
        driver: drivers,
        driverPhone: sql<string | null>`coalesce(${driverUsers.phoneNumber}, ${driverProfiles.phone})`,
        position: driverPositions,
      })
      .from(rides)
      .innerJoin(users, eq(users.id, rides.riderId))
      .leftJoin(profiles, eq(profiles.id, rides.riderId))
      .leftJoin(drivers, eq(drivers.id, rides.driverId))
      .leftJoin(driverUsers, eq(driverUsers.id, drivers.userId))
      .leftJoin(driverProfiles, eq(driverProfiles.id, drivers.userId))
      .leftJoin(driverPositions, eq(driverPositions.driverId, rides.driverId))
      .where(eq(rides.id, id))
    return row
  },

  async activeOfRider(tx: Db, riderId: string) {
    const [row] = await tx
      .select()
      .from(rides)
      .where(and(eq(rides.riderId, riderId), inArray(rides.status, [...activeStatuses])))
    return row
  },

  /** The rider's latest completed ride since `since` still to pay or to rate. */
  async unsettledOfRider(tx: Db, riderId: string, since: Date) {
    const [row] = await tx
      .select()
      .from(rides)
      .where(
        and(
          eq(rides.riderId, riderId),
          eq(rides.status, 'completed'),
          gte(rides.completedAt, since),
          sql`(${rides.payment} in ('unpaid', 'pending') or ${rides.rating} is null)`,
        ),
      )
      .orderBy(desc(rides.completedAt))
      .limit(1)
    return row
  },

  async activeOfDriver(tx: Db, driverId: string) {
    const [row] = await tx
      .select()
      .from(rides)
      .where(and(eq(rides.driverId, driverId), inArray(rides.status, [...tripStatuses])))
    return row
  },

  /** The rider's rides, newest first, before the cursor. */
  ofRider(tx: Db, riderId: string, limit: number, before?: { date: Date; id: string }) {
    return tx
      .select()
      .from(rides)
      .where(and(eq(rides.riderId, riderId), createdBefore(before)))
      .orderBy(desc(sql`date_trunc('milliseconds', ${rides.createdAt})`), desc(rides.id))
      .limit(limit)
  },

  /** The driver's trips, newest first, created before `before`. */
  ofDriver(tx: Db, driverId: string, limit: number, before?: Date) {
    return tx
      .select()
      .from(rides)
      .where(and(eq(rides.driverId, driverId), before ? lt(rides.createdAt, before) : undefined))
      .orderBy(desc(rides.createdAt), desc(rides.id))
      .limit(limit)
  },

  /** The driver's completed trips since `since`: their fares' sum (cents) and count. */
  async earnings(tx: Db, driverId: string, since: Date) {
    const [row] = await tx
      .select({
        cents: sql<number>`coalesce(sum(${rides.finalFareCents}), 0)::int`,
        trips: count(),
      })
      .from(rides)
      .where(and(eq(rides.driverId, driverId), eq(rides.status, 'completed'), gte(rides.completedAt, since)))
    return { cents: Number(row?.cents ?? 0), trips: Number(row?.trips ?? 0) }
  },

  /** A guarded move: the row after, or undefined when the ride is not in `from` (or not this driver's). */
  async move(
    tx: Db,
    id: string,
    from: readonly string[],
    set: Partial<NewRide>,
    guard: { driverId?: string; riderId?: string; unrated?: boolean } = {},
  ) {
    const [row] = await tx
      .update(rides)
      .set(set)
      .where(
        and(
          eq(rides.id, id),
          inArray(rides.status, [...from]),
          guard.driverId ? eq(rides.driverId, guard.driverId) : undefined,
          guard.riderId ? eq(rides.riderId, guard.riderId) : undefined,
          guard.unrated ? isNull(rides.rating) : undefined,
        ),
      )
      .returning()
    return row
  },

  /**
   * The accept race's one statement: the request becomes this driver's trip only while it is requested, not
   * expired, and offered to this driver. Of concurrent accepts, PostgreSQL lets one update the row; the
   * others re-read it, find it accepted, and update nothing.
   */
  async accept(tx: Db, id: string, driverId: string) {
    const [row] = await tx
      .update(rides)
      .set({ status: 'accepted', driverId, acceptedAt: new Date() })
      .where(
        and(
          eq(rides.id, id),
          eq(rides.status, 'requested'),
          sql`${rides.expiresAt} > now()`,
          sql`exists (select 1 from ${rideOffers} o where o.ride_id = ${rides.id}
            and o.driver_id = ${driverId}::uuid and o.status = 'offered')`,
        ),
      )
      .returning()
    return row
  },

  /** Requests past their time become unmatched (at most `limit`, skipping rows another sweep holds). */
  async expireDue(tx: Db, limit: number) {
    return tx
      .update(rides)
      .set({ status: 'unmatched' })
      .where(
        and(
          eq(rides.status, 'requested'),
          sql`${rides.id} in (select id from ${rides} where status = 'requested' and expires_at <= now()
            order by expires_at limit ${limit} for update skip locked)`,
        ),
      )
      .returning()
  },

  async setPayment(tx: Db, id: string, set: Pick<Partial<NewRide>, 'payment' | 'orderId'>, from: string[]) {
    const [row] = await tx
      .update(rides)
      .set(set)
      .where(and(eq(rides.id, id), inArray(rides.payment, from)))
      .returning()
    return row
  },

  /** The status of a ride's fare order (read to offer a new one when it expired unpaid). */
  async orderState(tx: Db, orderId: string) {
    const [row] = await tx
      .select({ status: orders.status, paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.id, orderId))
    return row
  },

  async contactOf(tx: Db, userId: string) {
    const [row] = await tx
      .select({
        email: users.email,
        phone: sql<string | null>`coalesce(${users.phoneNumber}, ${profiles.phone})`,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, userId))
    return row
  },

  // ---- offers

  async insertOffers(tx: Db, rows: (typeof rideOffers.$inferInsert)[]) {
    if (rows.length) await tx.insert(rideOffers).values(rows)
  },

  async offer(tx: Db, rideId: string, driverId: string) {
    const [row] = await tx
      .select()
      .from(rideOffers)
      .where(and(eq(rideOffers.rideId, rideId), eq(rideOffers.driverId, driverId)))
    return row
  },

  /** Moves the ride's open offers (all, or one driver's) to `status`; the user ids of those drivers. */
  async closeOffers(
    tx: Db,
    rideId: string,
    status: 'declined' | 'won' | 'lost' | 'closed',
    driverId?: string,
  ) {
    const closed = await tx
      .update(rideOffers)
      .set({ status, answeredAt: new Date() })
      .where(
        and(
          eq(rideOffers.rideId, rideId),
          eq(rideOffers.status, 'offered'),
          driverId ? eq(rideOffers.driverId, driverId) : undefined,
        ),
      )
      .returning({ driverId: rideOffers.driverId })
    return userIdsOf(
      tx,
      closed.map((row) => row.driverId),
    )
  },

  /** A driver's open offers (going offline declines them); the ride ids. */
  async declineAllOf(tx: Db, driverId: string) {
    const rows = await tx
      .update(rideOffers)
      .set({ status: 'declined', answeredAt: new Date() })
      .where(and(eq(rideOffers.driverId, driverId), eq(rideOffers.status, 'offered')))
      .returning({ rideId: rideOffers.rideId })
    return rows.map((row) => row.rideId)
  },

  /** This driver's open offers of requests still waiting, newest first. */
  openOffers(tx: Db, driverId: string) {
    return tx
      .select({ ride: rides, pickupDistanceKm: rideOffers.pickupDistanceKm, riderName: users.name })
      .from(rideOffers)
      .innerJoin(rides, eq(rides.id, rideOffers.rideId))
      .innerJoin(users, eq(users.id, rides.riderId))
      .where(
        and(
          eq(rideOffers.driverId, driverId),
          eq(rideOffers.status, 'offered'),
          eq(rides.status, 'requested'),
          sql`${rides.expiresAt} > now()`,
        ),
      )
      .orderBy(desc(rideOffers.createdAt))
  },

  userIdsOfDrivers: (tx: Db, driverIds: string[]) => userIdsOf(tx, driverIds),

  // ---- the path driven

  async addPathPoint(tx: Db, rideId: string, point: { lat: number; lng: number }) {
    await tx.insert(ridePathPoints).values({ rideId, lat: point.lat, lng: point.lng })
  },

  /** The points recorded since `since` (the trip's start), oldest first. */
  path(tx: Db, rideId: string, since: Date) {
    return tx
      .select({ lat: ridePathPoints.lat, lng: ridePathPoints.lng })
      .from(ridePathPoints)
      .where(and(eq(ridePathPoints.rideId, rideId), gte(ridePathPoints.at, since)))
      .orderBy(asc(ridePathPoints.id))
  },

  // ---- My activity

  activity(tx: Db, riderId: string, limit: number, before?: { date: Date; id: string }) {
    return this.ofRider(tx, riderId, limit, before)
  },
}

async function userIdsOf(tx: Db, driverIds: string[]) {
  if (!driverIds.length) return []
  const rows = await tx.select({ userId: drivers.userId }).from(drivers).where(inArray(drivers.id, driverIds))
  return rows.flatMap((row) => (row.userId ? [row.userId] : []))
}
