import { boolean, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { newId } from '../../lib/ids'
import { users } from '../auth/auth.table'

/** A driver of the rides service (spec 001 section 3); the rides module fills it, the admin counts it. */
export const drivers = pgTable('drivers', {
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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
