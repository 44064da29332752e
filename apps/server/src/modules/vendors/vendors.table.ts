import { sql } from 'drizzle-orm'
import { boolean, index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { newId } from '../../lib/ids'
import { users } from '../auth/auth.table'

export const verificationStatus = pgEnum('verification_status', ['pending', 'approved', 'rejected'])

/** A business that sells products (spec 001 section 3, Vendor). */
export const vendors = pgTable(
  'vendors',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    businessName: text('business_name').notNull(),
    businessDescription: text('business_description'),
    businessEmail: text('business_email'),
    businessPhone: text('business_phone'),
    logoUrl: text('logo_url'),
    location: text('location'),
    verificationStatus: verificationStatus('verification_status').notNull().default('pending'),
    isActive: boolean('is_active').notNull().default(true),
    socialMedia: jsonb('social_media')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('vendors_user_id_idx').on(table.userId)],
)
