import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { newId } from '../../lib/ids'
import { users } from '../auth/auth.table'

/** A real-estate agent (spec 001 section 3); verified by an admin. */
export const realEstateAgents = pgTable('real_estate_agents', {
  id: uuid('id').primaryKey().$defaultFn(newId),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  fullName: text('full_name'),
  agencyName: text('agency_name'),
  isVerified: boolean('is_verified').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** A property for sale or rent (spec 001 section 3); the real-estate module fills it. */
export const properties = pgTable('properties', {
  id: uuid('id').primaryKey().$defaultFn(newId),
  ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
  agentId: uuid('agent_id').references(() => realEstateAgents.id, { onDelete: 'set null' }),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  priceCents: integer('price_cents').notNull(),
  propertyType: text('property_type'),
  listingType: text('listing_type').notNull().default('rent'),
  bedrooms: integer('bedrooms'),
  bathrooms: integer('bathrooms'),
  locationAddress: text('location_address'),
  county: text('county'),
  city: text('city'),
  status: text('status').notNull().default('available'),
  isFeatured: boolean('is_featured').notNull().default(false),
  images: jsonb('images')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  imageUrl: text('image_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
