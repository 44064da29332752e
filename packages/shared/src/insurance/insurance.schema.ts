import { z } from 'zod'

import { emailSchema } from '../common/email'
import {
  ANSWER_TERMS_MAX,
  answerStatuses,
  comparedFeatures,
  COVERAGE_MAX_KSH,
  insuranceMessages,
  insuranceTypes,
  PLAN_FEATURES_MAX,
  QUOTE_INFO_MAX,
  quoteStatuses,
} from './insurance.constants'

export * from './insurance.constants'

// The insurance API (issue 17, docs/insurance-api.md). snake_case like spec 001 section 3; money in cents.

export const insuranceTypeSchema = z.enum(insuranceTypes)
export const quoteStatusSchema = z.enum(quoteStatuses)
export const answerStatusSchema = z.enum(answerStatuses)
const emptyToUndefined = (value: unknown) => (value === '' || value === 'all' ? undefined : value)

/** Which of the six compared features (spec 001 section 9) a plan covers. */
export const planCoversSchema = z.object(
  Object.fromEntries(comparedFeatures.map((feature) => [feature, z.boolean()])) as Record<
    (typeof comparedFeatures)[number],
    z.ZodBoolean
  >,
)
export type PlanCovers = z.infer<typeof planCoversSchema>

// ---------------------------------------------------------------------------------------------------------------
// Public plans (no sign-in)

/** GET /api/insurance/plans: active plans, newest first (spec 001 section 7). */
export const planListQuerySchema = z.object({
  /** Name, description, type or broker; case-insensitive, partial. */
  search: z.string().trim().max(100).optional(),
  plan_type: z.preprocess(emptyToUndefined, insuranceTypeSchema.optional()),
})

export const insurancePlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  plan_type: insuranceTypeSchema,
  description: z.string(),
  monthly_premium_cents: z.number().int(),
  coverage_amount_cents: z.number().int(),
  features: z.array(z.string()),
  covers: planCoversSchema,
  broker: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The average of customers' reviews, one decimal; null with none (no fixed 4.5). */
  rating: z.number().nullable(),
  review_count: z.number().int(),
  is_active: z.boolean(),
  created_at: z.string(),
})
export type InsurancePlan = z.infer<typeof insurancePlanSchema>
export const insurancePlanListSchema = z.object({ items: z.array(insurancePlanSchema) })

export const planReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  author: z.string(),
  created_at: z.string(),
})
export const planDetailSchema = insurancePlanSchema.extend({
  reviews: z.array(planReviewSchema),
  /** Signed in: whether this user may review the plan (an accepted quote of it), and their review. */
  can_review: z.boolean(),
})
export type PlanDetail = z.infer<typeof planDetailSchema>

/** POST /api/insurance/plans/:id/reviews (one per user and plan; a second replaces the first). */
export const reviewPlanSchema = z.object({
  rating: z.number().int().min(1).max(5),
  comment: z.string().trim().max(1000).optional().nullable(),
})

// ---------------------------------------------------------------------------------------------------------------
// Quote requests (signed in)

const required = (max: number) =>
  z
    .string({ message: insuranceMessages.missingInformation })
    .trim()
    .min(1, insuranceMessages.missingInformation)
    .max(max)

/** POST /api/insurance/quotes: the quote dialog (spec 001 section 5). Coverage is whole KSh. */
export const quoteRequestSchema = z.object({
  full_name: required(120),
  // Empty: the spec's "Missing Information" like the other required fields; then the usual e-mail check.
  email: z
    .string({ message: insuranceMessages.missingInformation })
    .trim()
    .min(1, insuranceMessages.missingInformation)
    .pipe(emailSchema),
  phone: required(20),
  insurance_type: z.enum(insuranceTypes, { message: insuranceMessages.missingInformation }),
  coverage_amount: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce.number().int().min(0).max(COVERAGE_MAX_KSH).optional(),
  ),
  additional_info: z.string().trim().max(QUOTE_INFO_MAX).optional().nullable(),
  /** From a plan's Get Quote: that plan (its broker is among those asked). */
  plan_id: z.string().uuid().optional().nullable(),
})
export type QuoteRequestInput = z.infer<typeof quoteRequestSchema>

export const quoteAnswerSchema = z.object({
  id: z.string(),
  broker: z.object({
    id: z.string(),
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  plan: z.object({ id: z.string(), name: z.string() }).nullable(),
  monthly_premium_cents: z.number().int(),
  terms: z.string(),
  status: answerStatusSchema,
  created_at: z.string(),
})
export type QuoteAnswer = z.infer<typeof quoteAnswerSchema>

export const quoteSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
  insurance_type: insuranceTypeSchema,
  coverage_amount_cents: z.number().int().nullable(),
  additional_info: z.string().nullable(),
  plan: z.object({ id: z.string(), name: z.string() }).nullable(),
  status: quoteStatusSchema,
  answers: z.array(quoteAnswerSchema),
  created_at: z.string(),
})
export type Quote = z.infer<typeof quoteSchema>
export const quoteListSchema = z.object({ items: z.array(quoteSchema) })

// ---------------------------------------------------------------------------------------------------------------
// /api/insurance-dashboard (approved insurance brokers)

export const brokerSchema = z.object({
  id: z.string(),
  business_name: z.string(),
  insurance_types: z.array(insuranceTypeSchema),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  is_verified: z.boolean(),
})
export type Broker = z.infer<typeof brokerSchema>

export const insuranceDashboardSchema = z.object({
  broker: brokerSchema,
  counts: z.object({
    open_requests: z.number().int(),
    answered: z.number().int(),
    accepted: z.number().int(),
    active_plans: z.number().int(),
  }),
})
export type InsuranceDashboard = z.infer<typeof insuranceDashboardSchema>

/** PUT /api/insurance-dashboard/types */
export const brokerTypesSchema = z.object({
  insurance_types: z.array(insuranceTypeSchema).min(1, 'Choose at least one type of insurance.').max(5),
})

/** GET /api/insurance-dashboard/quotes?status=open|answered|accepted (default open: not yet answered by me) */
export const brokerQuotesQuerySchema = z.object({
  status: z.preprocess(emptyToUndefined, z.enum(['open', 'answered', 'accepted']).optional()),
})
export const brokerQuoteSchema = quoteSchema.omit({ answers: true }).extend({
  /** This broker's own answer, if any (never another broker's). */
  my_answer: quoteAnswerSchema.nullable(),
  answer_count: z.number().int(),
})
export type BrokerQuote = z.infer<typeof brokerQuoteSchema>
export const brokerQuoteListSchema = z.object({ items: z.array(brokerQuoteSchema) })

/** POST /api/insurance-dashboard/quotes/:id/answer */
export const answerQuoteSchema = z.object({
  plan_id: z.string().uuid().optional().nullable(),
  monthly_premium_cents: z.number().int().min(100).max(100_000_000),
  terms: z.string().trim().min(10, 'Please describe the cover and its terms.').max(ANSWER_TERMS_MAX),
})
export type AnswerQuoteInput = z.infer<typeof answerQuoteSchema>

/** A plan's fields, none defaulted (an update changes only what it names). */
const planFields = {
  name: z.string().trim().min(3).max(120),
  plan_type: insuranceTypeSchema,
  description: z.string().trim().max(2000),
  monthly_premium_cents: z.number().int().min(100).max(100_000_000),
  coverage_amount_cents: z
    .number()
    .int()
    .min(0)
    .max(COVERAGE_MAX_KSH * 100),
  features: z.array(z.string().trim().min(1).max(120)).max(PLAN_FEATURES_MAX),
  covers: planCoversSchema,
  is_active: z.boolean(),
}

/** The broker's plans: GET/POST /api/insurance-dashboard/plans, PATCH .../:id */
export const planInputSchema = z.object({
  ...planFields,
  description: planFields.description.default(''),
  features: planFields.features.default([]),
  is_active: planFields.is_active.default(true),
})
export type PlanInput = z.infer<typeof planInputSchema>
/** PATCH: only the fields sent change (no defaults, so a rename never reactivates or empties a plan). */
export const planUpdateSchema = z.object(planFields).partial()
