import { sql } from 'drizzle-orm'
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  boolean,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { bookingStatuses, providerCategories } from '@soko/shared/providers/provider.constants'
import type { Availability } from '@soko/shared/providers/provider.schema'
import { newId } from '../../lib/ids'
import { newReference } from '../../lib/references'
import { users } from '../auth/auth.table'
import { verificationStatus } from '../vendors/vendors.table'

export const providerCategory = pgEnum('provider_category', providerCategories)

export const bookingStatus = pgEnum('service_booking_status', bookingStatuses)

/** An application to become a provider in one category (spec 001 section 3). */
export const serviceProviderApplications = pgTable(
  'service_provider_applications',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceType: providerCategory('service_type').notNull(),
    businessName: text('business_name').notNull(),
    businessDescription: text('business_description'),
    businessAddress: text('business_address'),
    businessPhone: text('business_phone').notNull(),
    businessEmail: text('business_email'),
    licenseNumber: text('license_number'),
    experienceYears: integer('experience_years'),
    specialization: text('specialization'),
    serviceAreas: jsonb('service_areas')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: verificationStatus('status').notNull().default('pending'),
    adminNotes: text('admin_notes'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'applications_experience_range',
      sql`${table.experienceYears} is null or ${table.experienceYears} between 0 and 50`,
    ),
    index('applications_user_idx').on(table.userId, table.submittedAt),
    index('applications_submitted_idx').on(table.submittedAt),
    // One open application per user and category, whatever the timing of two submissions.
    uniqueIndex('applications_one_pending_idx')
      .on(table.userId, table.serviceType)
      .where(sql`status = 'pending'`),
  ],
)

/** A document attached to an application: stored outside the public uploads, read by admins only. */
export const applicationDocuments = pgTable(
  'application_documents',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null until the application that names it is submitted. */
    applicationId: uuid('application_id').references(() => serviceProviderApplications.id, {
      onDelete: 'cascade',
    }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('application_documents_application_idx').on(table.applicationId),
    index('application_documents_user_idx').on(table.userId),
  ],
)

/** An approved (or once approved) provider's public profile (spec 001 section 3). Rates in cents of KES. */
export const serviceProviderProfiles = pgTable(
  'service_provider_profiles',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').references(() => serviceProviderApplications.id, {
      onDelete: 'set null',
    }),
    providerType: providerCategory('provider_type').notNull(),
    verificationStatus: verificationStatus('verification_status').notNull().default('pending'),
    businessName: text('business_name').notNull(),
    businessDescription: text('business_description'),
    locationAddress: text('location_address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    phoneNumber: text('phone_number'),
    email: text('email'),
    isActive: boolean('is_active').notNull().default(true),
    averageRating: numeric('average_rating', { precision: 2, scale: 1, mode: 'number' }),
    totalReviews: integer('total_reviews').notNull().default(0),
    profileImageUrl: text('profile_image_url'),
    bannerImageUrl: text('banner_image_url'),
    images: jsonb('images')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    hourlyRateMinCents: integer('hourly_rate_min_cents'),
    hourlyRateMaxCents: integer('hourly_rate_max_cents'),
    specialization: text('specialization'),
    experienceYears: integer('experience_years'),
    serviceAreas: jsonb('service_areas')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    availability: jsonb('availability').$type<Availability>(),
    /** Lower-cased name, description and specialization, for the directory search. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(business_name || ' ' || coalesce(business_description, '') || ' ' || coalesce(specialization, ''))`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('provider_profiles_user_type_idx').on(table.userId, table.providerType),
    index('provider_profiles_directory_idx').on(table.verificationStatus, table.isActive, table.providerType),
    check(
      'provider_profiles_rates_valid',
      sql`${table.hourlyRateMinCents} is null or ${table.hourlyRateMaxCents} is null or ${table.hourlyRateMinCents} <= ${table.hourlyRateMaxCents}`,
    ),
  ],
)

/** A customer's booking of a provider (spec 001 section 3, service_bookings). Money in cents of KES. */
export const serviceBookings = pgTable(
  'service_bookings',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    /** What people read aloud and type (`SK-7KQ2-M9XD`, lib/references.ts); the id stays the key. */
    reference: text('reference').notNull().unique().$defaultFn(newReference),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => serviceProviderProfiles.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceType: text('service_type').notNull().default('General Service'),
    serviceDescription: text('service_description').notNull().default('No description'),
    bookingDate: date('booking_date', { mode: 'string' }),
    bookingTime: text('booking_time').notNull().default('09:00'),
    preferredTime: text('preferred_time').notNull().default('flexible'),
    urgency: text('urgency').notNull().default('normal'),
    bookingAddress: text('booking_address').notNull().default('No address provided'),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    totalAmountCents: integer('total_amount_cents').notNull().default(0),
    paymentStatus: text('payment_status').notNull().default('pending'),
    status: bookingStatus('status').notNull().default('pending'),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('service_bookings_amount_nonnegative', sql`${table.totalAmountCents} >= 0`),
    index('service_bookings_provider_idx').on(table.providerId, table.createdAt),
    index('service_bookings_customer_idx').on(table.customerId, table.createdAt),
  ],
)

/** A customer's review of a completed booking; one per booking. */
export const serviceReviews = pgTable(
  'service_reviews',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => serviceBookings.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => serviceProviderProfiles.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('service_reviews_booking_idx').on(table.bookingId),
    index('service_reviews_provider_idx').on(table.providerId, table.createdAt),
    check('service_reviews_rating_range', sql`${table.rating} between 1 and 5`),
  ],
)
