import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import {
  appointmentStatuses,
  facilityTypes,
  medicalProviderTypes,
  prescriptionStatuses,
} from '@soko/shared/medical/medical.constants'
import { newId } from '../../lib/ids'
import { users } from '../auth/auth.table'
import { orders } from '../orders/orders.table'

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '))

/** Spec 001 section 3. */
export const medicalSpecializations = pgTable('medical_specializations', {
  id: uuid('id').primaryKey().$defaultFn(newId),
  name: text('name').notNull().unique(),
})

/** A hospital, clinic, pharmacy or laboratory (spec 001 section 3); listed when verified. */
export const medicalFacilities = pgTable(
  'medical_facilities',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    name: text('name').notNull(),
    facilityType: text('facility_type').notNull(),
    address: text('address').notNull(),
    city: text('city'),
    phone: text('phone'),
    imageUrl: text('image_url'),
    isVerified: boolean('is_verified').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('medical_facilities_type_valid', sql`${table.facilityType} in (${inList(facilityTypes)})`),
    index('medical_facilities_name_idx').on(table.name),
  ],
)

/**
 * A healthcare provider (spec 001 section 3). `user_id` is the account an approved `medical_provider`
 * application made one (null for providers only listed). Listed when active and verified. Working days are ISO
 * weekdays; the slots between `first_slot` and `last_slot` (of the nine) are bookable. The rating is kept as a
 * sum and a count of attended appointments' ratings.
 */
export const medicalProviders = pgTable(
  'medical_providers',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    userId: uuid('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    fullName: text('full_name').notNull(),
    providerType: text('provider_type').notNull().default('doctor'),
    specializationId: uuid('specialization_id').references(() => medicalSpecializations.id, {
      onDelete: 'set null',
    }),
    facilityId: uuid('facility_id').references(() => medicalFacilities.id, { onDelete: 'set null' }),
    bio: text('bio'),
    yearsExperience: integer('years_experience'),
    consultationFeeCents: integer('consultation_fee_cents'),
    imageUrl: text('image_url'),
    phone: text('phone'),
    email: text('email'),
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    workingDays: jsonb('working_days')
      .$type<number[]>()
      .notNull()
      .default(sql`'[1,2,3,4,5]'::jsonb`),
    firstSlot: text('first_slot').notNull().default('09:00'),
    lastSlot: text('last_slot').notNull().default('17:00'),
    isActive: boolean('is_active').notNull().default(true),
    isVerified: boolean('is_verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('medical_providers_type_valid', sql`${table.providerType} in (${inList(medicalProviderTypes)})`),
    check('medical_providers_slots_valid', sql`${table.firstSlot} <= ${table.lastSlot}`),
    index('medical_providers_listed_idx').on(table.isActive, table.isVerified, table.specializationId),
  ],
)

/**
 * An appointment at a provider's date and hourly slot. One live appointment per provider, date and slot: a
 * partial unique index (cancelled ones free the slot), so concurrent bookings race to one.
 */
export const medicalAppointments = pgTable(
  'medical_appointments',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => medicalProviders.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    slot: text('slot').notNull(),
    status: text('status').notNull().default('booked'),
    reason: text('reason'),
    patientPhone: text('patient_phone'),
    rating: integer('rating'),
    review: text('review'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    markedAt: timestamp('marked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('medical_appointments_status_valid', sql`${table.status} in (${inList(appointmentStatuses)})`),
    check(
      'medical_appointments_rating_valid',
      sql`${table.rating} is null or ${table.rating} between 1 and 5`,
    ),
    uniqueIndex('medical_appointments_one_per_slot')
      .on(table.providerId, table.date, table.slot)
      .where(sql`${table.status} <> 'cancelled'`),
    index('medical_appointments_patient_idx').on(table.patientId, table.createdAt),
  ],
)

/**
 * A medication (spec 001 section 3), sold by a pharmacy (a `pharmacist` provider) as `medication` order lines;
 * stock is taken with a conditional UPDATE in the order's transaction.
 */
export const medications = pgTable(
  'medications',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    pharmacyId: uuid('pharmacy_id').references(() => medicalProviders.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    priceCents: integer('price_cents').notNull(),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    requiresPrescription: boolean('requires_prescription').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('medications_stock_not_negative', sql`${table.stockQuantity} >= 0`),
    check('medications_price_positive', sql`${table.priceCents} > 0`),
    index('medications_name_idx').on(table.name),
    index('medications_pharmacy_idx').on(table.pharmacyId),
  ],
)

/**
 * The prescription of an order holding prescription-only medicines (decision 024): written with the order
 * (awaiting_upload); the file lives in the private document store; the pharmacy approves or rejects it; the
 * order is payable only once it is approved.
 */
export const medicationPrescriptions = pgTable(
  'medication_prescriptions',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pharmacyId: uuid('pharmacy_id')
      .notNull()
      .references(() => medicalProviders.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('awaiting_upload'),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    contentType: text('content_type'),
    sizeBytes: integer('size_bytes'),
    rejectionReason: text('rejection_reason'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('medication_prescriptions_status_valid', sql`${table.status} in (${inList(prescriptionStatuses)})`),
    index('medication_prescriptions_queue_idx').on(table.pharmacyId, table.status, table.uploadedAt),
  ],
)
