import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
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
  answerStatuses,
  insuranceTypes,
  quoteStatuses,
  type InsuranceType,
} from '@soko/shared/insurance/insurance.constants'
import type { PlanCovers } from '@soko/shared/insurance/insurance.schema'
import { newId } from '../../lib/ids'
import { users } from '../auth/auth.table'

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '))

/** An insurance broker: an approved `insurance_broker` application makes one; quotes of its types reach it. */
export const insuranceBrokers = pgTable('insurance_brokers', {
  id: uuid('id').primaryKey().$defaultFn(newId),
  userId: uuid('user_id')
    .unique()
    .references(() => users.id, { onDelete: 'set null' }),
  businessName: text('business_name').notNull(),
  insuranceTypes: jsonb('insurance_types')
    .$type<InsuranceType[]>()
    .notNull()
    .default(sql`'["health","motor","home","business","life"]'::jsonb`),
  phone: text('phone'),
  email: text('email'),
  isVerified: boolean('is_verified').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** An insurance plan (spec 001 section 3) of a broker. The rating is a sum and a count of its reviews. */
export const insurancePlans = pgTable(
  'insurance_plans',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    brokerId: uuid('broker_id').references(() => insuranceBrokers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    planType: text('plan_type').notNull(),
    description: text('description').notNull().default(''),
    monthlyPremiumCents: integer('monthly_premium_cents').notNull(),
    coverageAmountCents: bigint('coverage_amount_cents', { mode: 'number' }).notNull().default(0),
    features: jsonb('features')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    covers: jsonb('covers').$type<PlanCovers>().notNull(),
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('insurance_plans_type_valid', sql`${table.planType} in (${inList(insuranceTypes)})`),
    index('insurance_plans_listed_idx').on(table.isActive, table.createdAt),
    index('insurance_plans_broker_idx').on(table.brokerId),
  ],
)

/** A customer's review of a plan: one per user and plan. */
export const insurancePlanReviews = pgTable(
  'insurance_plan_reviews',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    planId: uuid('plan_id')
      .notNull()
      .references(() => insurancePlans.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('insurance_plan_reviews_rating_valid', sql`${table.rating} between 1 and 5`),
    uniqueIndex('insurance_plan_reviews_one_per_user').on(table.planId, table.userId),
  ],
)

/** A quote request (spec 001 section 3, built real): routed to the brokers of its type (and the plan's broker). */
export const insuranceQuoteRequests = pgTable(
  'insurance_quote_requests',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id').references(() => insurancePlans.id, { onDelete: 'set null' }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    insuranceType: text('insurance_type').notNull(),
    coverageAmountCents: bigint('coverage_amount_cents', { mode: 'number' }),
    additionalInfo: text('additional_info'),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('insurance_quote_requests_type_valid', sql`${table.insuranceType} in (${inList(insuranceTypes)})`),
    check('insurance_quote_requests_status_valid', sql`${table.status} in (${inList(quoteStatuses)})`),
    index('insurance_quote_requests_user_idx').on(table.userId, table.createdAt),
    index('insurance_quote_requests_type_idx').on(table.insuranceType, table.status, table.createdAt),
  ],
)

/** A broker's answer to a quote request: one per broker and request. */
export const insuranceQuoteAnswers = pgTable(
  'insurance_quote_answers',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    requestId: uuid('request_id')
      .notNull()
      .references(() => insuranceQuoteRequests.id, { onDelete: 'cascade' }),
    brokerId: uuid('broker_id')
      .notNull()
      .references(() => insuranceBrokers.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id').references(() => insurancePlans.id, { onDelete: 'set null' }),
    monthlyPremiumCents: integer('monthly_premium_cents').notNull(),
    terms: text('terms').notNull(),
    status: text('status').notNull().default('offered'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('insurance_quote_answers_status_valid', sql`${table.status} in (${inList(answerStatuses)})`),
    uniqueIndex('insurance_quote_answers_one_per_broker').on(table.requestId, table.brokerId),
    index('insurance_quote_answers_broker_idx').on(table.brokerId, table.createdAt),
  ],
)
