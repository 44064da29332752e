import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import {
  listingTypes,
  propertyStatuses,
  viewingStatuses,
} from '@soko/shared/real-estate/real-estate.constants'
import type { PropertyCriteria } from '@soko/shared/real-estate/real-estate.schema'
import { newId } from '../../lib/ids'
import { users } from '../auth/auth.table'

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '))

/** A real-estate agent (spec 001 section 3); verified by an admin (an approved application, or /admin/properties). */
export const realEstateAgents = pgTable('real_estate_agents', {
  id: uuid('id').primaryKey().$defaultFn(newId),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  fullName: text('full_name'),
  agencyName: text('agency_name'),
  isVerified: boolean('is_verified').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * A property for sale or rent (spec 001 section 3; issue 16). The price is whole KSh stored as cents in a bigint
 * (a Karen villa at KSh 250M is 25 billion cents). Listed when `status` is available.
 */
export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    agentId: uuid('agent_id').references(() => realEstateAgents.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    propertyType: text('property_type'),
    listingType: text('listing_type').notNull().default('rent'),
    bedrooms: integer('bedrooms'),
    bathrooms: integer('bathrooms'),
    areaSqm: numeric('area_sqm', { precision: 10, scale: 1, mode: 'number' }),
    locationAddress: text('location_address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    county: text('county'),
    city: text('city'),
    amenities: jsonb('amenities')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    features: jsonb('features')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status').notNull().default('available'),
    isFeatured: boolean('is_featured').notNull().default(false),
    images: jsonb('images')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    imageUrl: text('image_url'),
    virtualTourUrl: text('virtual_tour_url'),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    viewsCount: integer('views_count').notNull().default(0),
    availableFrom: date('available_from', { mode: 'string' }),
    /** When it was first made available (saved searches are matched then, once). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('properties_status_valid', sql`${table.status} in (${inList(propertyStatuses)})`),
    check('properties_listing_type_valid', sql`${table.listingType} in (${inList(listingTypes)})`),
    check('properties_price_positive', sql`${table.priceCents} > 0`),
    index('properties_listed_idx').on(table.status, table.isFeatured, table.createdAt),
    index('properties_agent_idx').on(table.agentId, table.createdAt),
    index('properties_search_trgm_idx').using(
      'gin',
      sql`(${table.title} || ' ' || coalesce(${table.locationAddress}, '') || ' ' || coalesce(${table.city}, '') || ' ' || coalesce(${table.county}, '')) gin_trgm_ops`,
    ),
  ],
)

/**
 * One row per visitor per property per Nairobi day (the key is the user id, or a hash of the address and
 * browser for visitors): a view is counted when its row is inserted.
 */
export const propertyViews = pgTable(
  'property_views',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.propertyId, table.viewerKey, table.day] })],
)

/**
 * A request to view a property at a date and hourly slot. A requester has one open request per property, and
 * a property has one confirmed viewing per slot: partial unique indexes, so two confirmations race to one.
 */
export const propertyViewings = pgTable(
  'property_viewings',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    slot: text('slot').notNull(),
    message: text('message'),
    status: text('status').notNull().default('requested'),
    responseNote: text('response_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('property_viewings_status_valid', sql`${table.status} in (${inList(viewingStatuses)})`),
    uniqueIndex('property_viewings_one_open_per_requester')
      .on(table.propertyId, table.requesterId)
      .where(sql`${table.status} in ('requested', 'confirmed')`),
    uniqueIndex('property_viewings_one_confirmed_per_slot')
      .on(table.propertyId, table.date, table.slot)
      .where(sql`${table.status} = 'confirmed'`),
    index('property_viewings_requester_idx').on(table.requesterId, table.createdAt),
    index('property_viewings_property_idx').on(table.propertyId, table.status),
  ],
)

/** A property a user saved (shown in the wishlist beside products). */
export const propertySaves = pgTable(
  'property_saves',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.propertyId] })],
)

/** A saved search: when a listing that matches `criteria` is first published, the user is notified. */
export const propertySavedSearches = pgTable(
  'property_saved_searches',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    criteria: jsonb('criteria').$type<PropertyCriteria>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('property_saved_searches_user_idx').on(table.userId, table.createdAt)],
)
