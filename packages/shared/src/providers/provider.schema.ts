import { z } from 'zod'
import {
  applicationStatuses,
  bookingStatuses,
  DOCUMENT_MAX_COUNT,
  directorySorts,
  EXPERIENCE_MAX_YEARS,
  EXPERIENCE_MIN_YEARS,
  licensedCategories,
  nairobiServiceAreas,
  preferredTimes,
  providerCategories,
  providerMessages,
  RATE_RANGE_MAX,
  RATE_RANGE_MIN,
  urgencies,
  weekDays,
} from './provider.constants'

export * from './provider.constants'

// The providers API (docs/providers-api.md). Field names follow spec 001 section 3. Money is KSh as a number;
// the database keeps integer cents.

const id = z.string()
const nullableText = z.string().nullable()
/** Optional text: trimmed; blank becomes null (001 section 5: "Empty optional values are sent as null"). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null))

export const providerCategorySchema = z.enum(providerCategories)
export const applicationStatusSchema = z.enum(applicationStatuses)
export const bookingStatusSchema = z.enum(bookingStatuses)

// ---------------------------------------------------------------- applications

export const applicationDocumentSchema = z.object({
  id,
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  created_at: z.string(),
})
export type ApplicationDocument = z.infer<typeof applicationDocumentSchema>

/** What the applicant sees of their application. */
export const applicationSchema = z.object({
  id,
  user_id: id,
  service_type: providerCategorySchema,
  business_name: z.string(),
  business_description: nullableText,
  business_address: nullableText,
  business_phone: z.string(),
  business_email: nullableText,
  license_number: nullableText,
  experience_years: z.number().int().nullable(),
  specialization: nullableText,
  service_areas: z.array(z.string()),
  documents: z.array(applicationDocumentSchema),
  status: applicationStatusSchema,
  /** The reason given when rejected. */
  admin_notes: nullableText,
  submitted_at: z.string(),
  reviewed_at: nullableText,
})
export type Application = z.infer<typeof applicationSchema>

/** POST /api/provider-applications. Status is never the client's to set. */
export const createApplicationSchema = z
  .object({
    service_type: providerCategorySchema,
    business_name: z.string().trim().min(1, providerMessages.missingInformation).max(120),
    business_description: optionalText(2000),
    business_address: optionalText(200),
    business_phone: z
      .string()
      .trim()
      .min(1, providerMessages.missingInformation)
      .max(20)
      .regex(/^\+?[0-9 ()-]{7,20}$/, 'Please enter a valid phone number.'),
    business_email: optionalText(254).pipe(z.email('Please enter a valid email address.').nullable()),
    license_number: optionalText(60),
    experience_years: z
      .number({ error: providerMessages.experienceRange })
      .int(providerMessages.experienceRange)
      .min(EXPERIENCE_MIN_YEARS, providerMessages.experienceRange)
      .max(EXPERIENCE_MAX_YEARS, providerMessages.experienceRange)
      .nullish()
      .transform((value) => value ?? null),
    specialization: optionalText(80),
    service_areas: z
      .array(z.enum(nairobiServiceAreas))
      .max(nairobiServiceAreas.length)
      .default([])
      .transform((areas) => [...new Set(areas)]),
    document_ids: z
      .array(z.string().uuid())
      .max(DOCUMENT_MAX_COUNT, providerMessages.tooManyDocuments)
      .default([]),
    terms_accepted: z.literal(true, { error: providerMessages.termsRequired }),
  })
  .superRefine((input, ctx) => {
    if (licensedCategories.includes(input.service_type) && !input.license_number)
      ctx.addIssue({ code: 'custom', path: ['license_number'], message: providerMessages.licenseRequired })
  })
export type CreateApplicationInput = z.input<typeof createApplicationSchema>

/** GET /api/provider-hub: the hub's figures and each category's status for the signed-in user. */
export const providerHubSchema = z.object({
  stats: z.object({
    active_services: z.number().int(),
    pending_applications: z.number().int(),
    categories_available: z.number().int(),
  }),
  categories: z.array(
    z.object({
      service_type: providerCategorySchema,
      status: z.enum([...applicationStatuses, 'none']),
      /** The newest application in the category, if any. */
      application: applicationSchema.nullable(),
    }),
  ),
})
export type ProviderHub = z.infer<typeof providerHubSchema>

// ---------------------------------------------------------------- admin review

export const adminApplicationSchema = applicationSchema.extend({
  applicant_email: z.string(),
  applicant_name: z.string(),
  reviewed_by: nullableText,
})
export type AdminApplication = z.infer<typeof adminApplicationSchema>

export const adminApplicationsQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  status: applicationStatusSchema.optional(),
  service_type: providerCategorySchema.optional(),
})
export const adminApplicationListSchema = z.object({
  applications: z.array(adminApplicationSchema),
  stats: z.object({
    total: z.number().int(),
    pending: z.number().int(),
    approved: z.number().int(),
    rejected: z.number().int(),
  }),
})
export type AdminApplicationList = z.infer<typeof adminApplicationListSchema>

/** POST /api/admin/service-applications/{id}/reject: blank notes are stored as null (001 section 5). */
export const rejectApplicationSchema = z.object({ admin_notes: optionalText(1000) })

// ---------------------------------------------------------------- provider profiles

export const availabilitySchema = z.object({
  days: z.array(z.enum(weekDays)).max(7),
  /** "HH:MM", 24-hour. */
  start: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  end: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
})
export type Availability = z.infer<typeof availabilitySchema>

/** A provider as the directory shows it (001 section 3, service_provider_profiles). */
export const directoryProviderSchema = z.object({
  id,
  user_id: id,
  provider_type: providerCategorySchema,
  verification_status: applicationStatusSchema,
  business_name: z.string(),
  business_description: nullableText,
  location_address: nullableText,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  phone_number: nullableText,
  email: nullableText,
  is_active: z.boolean(),
  average_rating: z.number().nullable(),
  total_reviews: z.number().int(),
  profile_image_url: nullableText,
  banner_image_url: nullableText,
  hourly_rate_min: z.number().nullable(),
  hourly_rate_max: z.number().nullable(),
  specialization: nullableText,
  experience_years: z.number().int().nullable(),
  service_areas: z.array(z.string()),
  created_at: z.string(),
})
export type DirectoryProvider = z.infer<typeof directoryProviderSchema>

/** The provider's own view of a profile adds what only they edit. */
export const providerProfileSchema = directoryProviderSchema.extend({
  availability: availabilitySchema.nullable(),
  images: z.array(z.string()),
  updated_at: z.string(),
})
export type ProviderProfile = z.infer<typeof providerProfileSchema>

export const serviceReviewSchema = z.object({
  id,
  rating: z.number().int(),
  comment: nullableText,
  reviewer_name: z.string(),
  created_at: z.string(),
})
export type ServiceReview = z.infer<typeof serviceReviewSchema>

/** GET /api/services/{id}: the public provider page. */
export const providerPageSchema = directoryProviderSchema.extend({
  availability: availabilitySchema.nullable(),
  images: z.array(z.string()),
  completed_bookings: z.number().int(),
  reviews: z.array(serviceReviewSchema),
})
export type ProviderPage = z.infer<typeof providerPageSchema>

const rate = z.number().min(RATE_RANGE_MIN).max(1_000_000)
const imageUrl = z
  .string()
  .trim()
  .max(500)
  // An uploaded picture, one of the drawn demo pictures the server ships (/demo/...), or a web address.
  .refine(
    (value) =>
      value.startsWith('/uploads/') ||
      /^\/demo\/[\w-]+\/[\w-]+\.webp$/.test(value) ||
      /^https?:\/\//.test(value),
    'Please enter a valid URL.',
  )

/** PATCH /api/provider/profiles/{id}: every field optional. */
export const updateProviderProfileSchema = z
  .object({
    business_name: z.string().trim().min(1, providerMessages.missingInformation).max(120),
    business_description: optionalText(2000),
    location_address: optionalText(200),
    latitude: z.number().min(-90).max(90).nullable(),
    longitude: z.number().min(-180).max(180).nullable(),
    phone_number: optionalText(20),
    email: optionalText(254).pipe(z.email('Please enter a valid email address.').nullable()),
    hourly_rate_min: rate.nullable(),
    hourly_rate_max: rate.nullable(),
    service_areas: z.array(z.enum(nairobiServiceAreas)).transform((areas) => [...new Set(areas)]),
    specialization: optionalText(80),
    availability: availabilitySchema.nullable(),
    profile_image_url: imageUrl.nullable(),
    banner_image_url: imageUrl.nullable(),
    images: z.array(imageUrl).max(8),
    is_active: z.boolean(),
  })
  .partial()
  .refine(
    (input) =>
      input.hourly_rate_min == null ||
      input.hourly_rate_max == null ||
      input.hourly_rate_min <= input.hourly_rate_max,
    { path: ['hourly_rate_max'], message: providerMessages.rateRange },
  )
export type UpdateProviderProfileInput = z.input<typeof updateProviderProfileSchema>

// ---------------------------------------------------------------- directory

export const directoryQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  category: providerCategorySchema.optional(),
  sort: z.enum(directorySorts).default('relevance'),
  min_rating: z.coerce.number().min(0).max(5).default(0),
  rate_min: z.coerce.number().min(RATE_RANGE_MIN).max(RATE_RANGE_MAX).default(RATE_RANGE_MIN),
  rate_max: z.coerce.number().min(RATE_RANGE_MIN).max(RATE_RANGE_MAX).default(RATE_RANGE_MAX),
  page: z.coerce.number().int().min(1).max(1000).default(1),
})
export type DirectoryQuery = z.input<typeof directoryQuerySchema>

export const directoryPageSchema = z.object({
  providers: z.array(directoryProviderSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
})
export type DirectoryPage = z.infer<typeof directoryPageSchema>

// ---------------------------------------------------------------- bookings

const todayIso = () => new Date().toISOString().slice(0, 10)

/** POST /api/services/{id}/bookings: the booking dialog (001 sections 3 and 5). */
export const createBookingSchema = z.object({
  full_name: z.string().trim().min(1, providerMessages.missingInformation).max(100),
  email: z.email('Please enter a valid email address.'),
  phone: z
    .string()
    .trim()
    .min(1, providerMessages.missingInformation)
    .regex(/^\+?[0-9 ()-]{7,20}$/, 'Please enter a valid phone number.'),
  address: z.string().trim().min(1, providerMessages.missingInformation).max(200),
  /** YYYY-MM-DD, optional, not before today (Nairobi and UTC agree closely enough; the server rechecks). */
  preferred_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please choose a valid date.')
    .refine((value) => value >= todayIso(), providerMessages.bookingDateInPast)
    .nullish()
    .transform((value) => value ?? null),
  preferred_time: z.enum(preferredTimes).default('flexible'),
  service_description: optionalText(2000),
  urgency: z.enum(urgencies).default('normal'),
})
export type CreateBookingInput = z.input<typeof createBookingSchema>

export const bookingCustomerSchema = z.object({
  id,
  full_name: z.string(),
  email: z.string(),
  phone: nullableText,
})

/** A booking (001 section 3, service_bookings) with both sides' names. */
export const bookingSchema = z.object({
  id,
  /** What people read aloud and type: `SK-7KQ2-M9XD` (issue 20); `id` stays the key. */
  reference: z.string(),
  provider_id: id,
  customer_id: id,
  service_type: z.string(),
  service_description: z.string(),
  booking_date: nullableText,
  booking_time: z.string(),
  preferred_time: z.enum(preferredTimes),
  urgency: z.enum(urgencies),
  booking_address: z.string(),
  contact_name: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
  total_amount: z.number(),
  payment_status: z.string(),
  status: bookingStatusSchema,
  notes: nullableText,
  created_at: z.string(),
  updated_at: z.string(),
  customer: bookingCustomerSchema,
  provider: z.object({
    id,
    business_name: z.string(),
    provider_type: providerCategorySchema,
    phone_number: nullableText,
    profile_image_url: nullableText,
  }),
  /** Set once the customer has reviewed a completed booking. */
  review: z.object({ rating: z.number().int(), comment: nullableText }).nullable(),
})
export type Booking = z.infer<typeof bookingSchema>

export const bookingListSchema = z.object({ bookings: z.array(bookingSchema) })

/** PATCH /api/provider/bookings/{id}: the provider moves a booking on (providerBookingTransitions). */
export const updateBookingStatusSchema = z.object({
  status: bookingStatusSchema,
  notes: optionalText(1000),
  /** What the job cost, KSh; may be set when confirming or completing. */
  total_amount: z.number().min(0).max(10_000_000).optional(),
})
export type UpdateBookingStatusInput = z.input<typeof updateBookingStatusSchema>

export const createServiceReviewSchema = z.object({
  rating: z.number().int().min(1, 'Please choose a rating.').max(5),
  comment: optionalText(1000),
})

export const providerBookingsQuerySchema = z.object({
  status: bookingStatusSchema.optional(),
  provider_type: providerCategorySchema.optional(),
})

// ---------------------------------------------------------------- portal figures

export const providerDashboardSchema = z.object({
  stats: z.object({
    active_bookings: z.number().int(),
    total_clients: z.number().int(),
    monthly_revenue: z.number(),
    average_rating: z.number().nullable(),
    total_reviews: z.number().int(),
    total_bookings: z.number().int(),
    pending_requests: z.number().int(),
    completed_jobs: z.number().int(),
    total_earnings: z.number(),
  }),
  recent_bookings: z.array(bookingSchema),
})
export type ProviderDashboard = z.infer<typeof providerDashboardSchema>

export const providerAnalyticsSchema = z.object({
  weeks: z.array(
    z.object({
      week_start: z.string(),
      bookings: z.number().int(),
      completed: z.number().int(),
      revenue: z.number(),
    }),
  ),
  by_status: z.array(z.object({ status: bookingStatusSchema, count: z.number().int() })),
})
export type ProviderAnalytics = z.infer<typeof providerAnalyticsSchema>

export const uploadedFileSchema = z.object({ url: z.string() })
