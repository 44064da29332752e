import { sql } from 'drizzle-orm'
import {
  bigserial,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import {
  activeRideStatuses,
  ridePaymentStates,
  rideStatuses,
  vehicleTypes,
} from '@soko/shared/rides/rides.constants'
import { newId } from '../../lib/ids'
import { users } from '../auth/auth.table'
import { drivers } from '../drivers/drivers.table'
import { orders } from '../orders/orders.table'

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '))

/**
 * A ride request and, once a driver accepts, its trip (issue 15, decision 022). The fare is quoted by the server
 * when requested (`quoted_fare_cents`) and fixed at completion (`final_fare_cents`). A rider has at most one
 * active ride and a driver at most one accepted trip: partial unique indexes, so the accept race has one winner
 * even if two conditional updates were to pass.
 */
export const rides = pgTable(
  'rides',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    riderId: uuid('rider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    driverId: uuid('driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('requested'),
    vehicleType: text('vehicle_type').notNull(),
    pickupName: text('pickup_name').notNull(),
    pickupLat: doublePrecision('pickup_lat').notNull(),
    pickupLng: doublePrecision('pickup_lng').notNull(),
    destinationName: text('destination_name').notNull(),
    destinationLat: doublePrecision('destination_lat').notNull(),
    destinationLng: doublePrecision('destination_lng').notNull(),
    note: text('note'),
    distanceKm: numeric('distance_km', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    durationMin: integer('duration_min').notNull(),
    /** The planned route, [lat, lng] pairs (OSRM's geometry, or the straight line). */
    route: jsonb('route').$type<[number, number][]>().notNull(),
    quotedFareCents: integer('quoted_fare_cents').notNull(),
    finalFareCents: integer('final_fare_cents'),
    /** unpaid, pending (an M-Pesa order is open), paid, cash. */
    payment: text('payment').notNull().default('unpaid'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    rating: smallint('rating'),
    ratingComment: text('rating_comment'),
    cancelledBy: text('cancelled_by'),
    cancelReason: text('cancel_reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
  },
  (table) => [
    check('rides_status_valid', sql`${table.status} in (${inList(rideStatuses)})`),
    check('rides_vehicle_type_valid', sql`${table.vehicleType} in (${inList(vehicleTypes)})`),
    check('rides_payment_valid', sql`${table.payment} in (${inList(ridePaymentStates)})`),
    check('rides_rating_valid', sql`${table.rating} is null or ${table.rating} between 1 and 5`),
    check(
      'rides_fares_nonnegative',
      sql`${table.quotedFareCents} >= 0 and (${table.finalFareCents} is null or ${table.finalFareCents} >= 0)`,
    ),
    uniqueIndex('rides_one_active_per_rider')
      .on(table.riderId)
      .where(sql`${table.status} in (${inList(activeRideStatuses)})`),
    uniqueIndex('rides_one_trip_per_driver')
      .on(table.driverId)
      .where(sql`${table.status} in ('accepted', 'arriving', 'in_progress')`),
    // My activity and the rider's history: newest first.
    index('rides_rider_idx').on(table.riderId, table.createdAt),
    // The driver's history and earnings.
    index('rides_driver_idx').on(table.driverId, table.completedAt),
    // The expiry sweep: requests past their time.
    index('rides_requested_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'requested'`),
  ],
)

/** A request offered to a driver: offered, declined, won, lost (another took it), closed (cancelled or expired). */
export const rideOffers = pgTable(
  'ride_offers',
  {
    rideId: uuid('ride_id')
      .notNull()
      .references(() => rides.id, { onDelete: 'cascade' }),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('offered'),
    /** Road distance from the driver to the pickup when offered. */
    pickupDistanceKm: numeric('pickup_distance_km', { precision: 7, scale: 2, mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.rideId, table.driverId] }),
    check(
      'ride_offers_status_valid',
      sql`${table.status} in ('offered', 'declined', 'won', 'lost', 'closed')`,
    ),
    index('ride_offers_driver_idx').on(table.driverId, table.status, table.createdAt),
  ],
)

/** The path driven during a trip (from acceptance to completion), oldest first. */
export const ridePathPoints = pgTable(
  'ride_path_points',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    rideId: uuid('ride_id')
      .notNull()
      .references(() => rides.id, { onDelete: 'cascade' }),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ride_path_points_ride_idx').on(table.rideId, table.id)],
)
