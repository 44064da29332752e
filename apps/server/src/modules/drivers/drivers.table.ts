import {
  boolean,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { newId } from '../../lib/ids'
import { users } from '../auth/auth.table'

/**
 * A driver of the rides service (spec 001 section 3): created verified by an approved driver application,
 * written only through driversService (the rides module moves `status`, `is_online`, `rating`, `total_rides`).
 */
export const drivers = pgTable(
  'drivers',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    fullName: text('full_name'),
    licenseNumber: text('license_number'),
    isActive: boolean('is_active').notNull().default(true),
    isVerified: boolean('is_verified').notNull().default(false),
    status: text('status').notNull().default('available'),
    vehicleType: text('vehicle_type'),
    vehicleMake: text('vehicle_make'),
    vehicleModel: text('vehicle_model'),
    vehicleYear: integer('vehicle_year'),
    licensePlate: text('license_plate'),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    totalRides: integer('total_rides').notNull().default(0),
    /** Sum of the stars of rated rides and how many: `rating` is their average, kept in the rating's transaction. */
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** The driver's own switch on the dashboard (issue 15): offers go to online drivers only. */
    isOnline: boolean('is_online').notNull().default(false),
    /** Set by an admin's suspension (audited); cleared on restore. */
    suspendedReason: text('suspended_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('drivers_user_idx').on(table.userId),
    // The rider's list and matching: active, verified, available, online drivers of a type.
    index('drivers_matchable_idx').on(table.vehicleType, table.status, table.isOnline),
  ],
)

/** The latest position of a driver (one row each), written every few seconds while online. */
export const driverPositions = pgTable('driver_positions', {
  driverId: uuid('driver_id')
    .primaryKey()
    .references(() => drivers.id, { onDelete: 'cascade' }),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  heading: real('heading'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
