import { z } from 'zod'

import { emailSchema } from '../common/email'
import {
  amenities,
  counties,
  FEATURE_MAX,
  listingTypes,
  PROPERTIES_PAGE_SIZE,
  PROPERTIES_PAGE_SIZE_MAX,
  PROPERTY_FEATURES_MAX,
  PROPERTY_PRICE_MAX_KSH,
  propertySorts,
  propertyStatuses,
  propertyTypes,
  realEstateMessages,
  VIEWING_MESSAGE_MAX,
  VIEWING_SLOTS,
  viewingStatuses,
} from './real-estate.constants'

export * from './real-estate.constants'

// The real-estate API (issue 16, docs/real-estate-api.md). Fields are snake_case like spec 001 section 3; prices
// are whole KSh (`price`), stored as cents; dates are 'YYYY-MM-DD' and slots 'HH:MM', Nairobi time.

export const listingTypeSchema = z.enum(listingTypes)
export const propertyTypeSchema = z.enum(propertyTypes)
export const propertyStatusSchema = z.enum(propertyStatuses)
export const viewingStatusSchema = z.enum(viewingStatuses)
const countySchema = z.enum(counties)
const emptyToUndefined = (value: unknown) => (value === '' || value === 'all' ? undefined : value)
/** 'YYYY-MM-DD' naming a real day (not 2026-02-30). */
const calendarDate = (message?: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => {
      const day = new Date(`${value}T00:00:00Z`)
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value)
    }, message)

// ---------------------------------------------------------------------------------------------------------------
// Public list and detail

/** GET /api/properties (also the criteria of a saved search, without page and sort). */
export const propertyCriteriaSchema = z.object({
  /** Title, address, city or county; case-insensitive, partial. */
  search: z.string().trim().max(100).optional(),
  listing_type: z.preprocess(emptyToUndefined, listingTypeSchema.optional()),
  property_type: z.preprocess(emptyToUndefined, propertyTypeSchema.optional()),
  county: z.preprocess(emptyToUndefined, countySchema.optional()),
  city: z.string().trim().max(80).optional(),
  /** At least this many bedrooms. */
  min_bedrooms: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(20).optional()),
  /** KSh, inclusive. */
  min_price: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(PROPERTY_PRICE_MAX_KSH).optional(),
  ),
  max_price: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(PROPERTY_PRICE_MAX_KSH).optional(),
  ),
})
export type PropertyCriteria = z.infer<typeof propertyCriteriaSchema>

export const propertyListQuerySchema = propertyCriteriaSchema.extend({
  sort: z.enum(propertySorts).default('newest'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  page_size: z.coerce.number().int().min(1).max(PROPERTIES_PAGE_SIZE_MAX).default(PROPERTIES_PAGE_SIZE),
})
export type PropertyListQuery = z.infer<typeof propertyListQuerySchema>

/** A card in the list (and in saved properties, the wishlist's properties, the agent's list). */
export const propertyCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  listing_type: listingTypeSchema,
  property_type: z.string().nullable(),
  /** Whole KSh; per month when `listing_type` is rent. */
  price: z.number(),
  bedrooms: z.number().int().nullable(),
  bathrooms: z.number().int().nullable(),
  area_sqm: z.number().nullable(),
  location_address: z.string().nullable(),
  city: z.string().nullable(),
  county: z.string().nullable(),
  /** The first picture (a 1 200 px WebP), or null. */
  image_url: z.string().nullable(),
  is_featured: z.boolean(),
  status: propertyStatusSchema,
  created_at: z.string(),
})
export type PropertyCard = z.infer<typeof propertyCardSchema>

export const propertyPageSchema = z.object({
  items: z.array(propertyCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
})
export type PropertyPage = z.infer<typeof propertyPageSchema>

export const viewingSchema = z.object({
  id: z.string(),
  property_id: z.string(),
  property_title: z.string(),
  property_image_url: z.string().nullable(),
  property_address: z.string().nullable(),
  /** 'YYYY-MM-DD' */
  date: z.string(),
  slot: z.enum(VIEWING_SLOTS),
  message: z.string().nullable(),
  status: viewingStatusSchema,
  /** The agent's reason when declined. */
  response_note: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Viewing = z.infer<typeof viewingSchema>

/** GET /api/properties/:id */
export const propertyDetailSchema = propertyCardSchema.extend({
  description: z.string(),
  images: z.array(z.string()),
  amenities: z.array(z.string()),
  features: z.array(z.string()),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  virtual_tour_url: z.string().nullable(),
  contact_phone: z.string().nullable(),
  contact_email: z.string().nullable(),
  views_count: z.number().int(),
  /** 'YYYY-MM-DD' or null (immediately). */
  available_from: z.string().nullable(),
  updated_at: z.string(),
  agent: z
    .object({
      id: z.string(),
      full_name: z.string().nullable(),
      agency_name: z.string().nullable(),
      is_verified: z.boolean(),
    })
    .nullable(),
  /** Signed-in viewer only (false for visitors). */
  is_saved: z.boolean(),
  /** True when the signed-in viewer is the listing's agent. */
  is_owner: z.boolean(),
  /** The signed-in viewer's open (requested or confirmed) viewing of this property, or null. */
  my_viewing: viewingSchema.nullable(),
  /** Slots already confirmed for this property, so the dialog shows them taken: { date, slot }. */
  taken_slots: z.array(z.object({ date: z.string(), slot: z.string() })),
})
export type PropertyDetail = z.infer<typeof propertyDetailSchema>

// ---------------------------------------------------------------------------------------------------------------
// Customer: viewings, saved properties, saved searches

const isoDate = calendarDate(realEstateMessages.viewingPastDate)

/** POST /api/properties/:id/viewings */
export const requestViewingSchema = z.object({
  date: isoDate,
  slot: z.enum(VIEWING_SLOTS, { error: realEstateMessages.viewingSlotInvalid }),
  message: z.string().trim().max(VIEWING_MESSAGE_MAX).optional(),
})
export type RequestViewingInput = z.infer<typeof requestViewingSchema>

export const viewingListSchema = z.object({ items: z.array(viewingSchema) })

export const savedStateSchema = z.object({ saved: z.boolean() })

export const savedSearchSchema = z.object({
  id: z.string(),
  /** What the user sees, e.g. "Rent · Apartment · Nairobi · 2+ beds". */
  label: z.string(),
  criteria: propertyCriteriaSchema,
  created_at: z.string(),
})
export type SavedSearch = z.infer<typeof savedSearchSchema>
export const savedSearchListSchema = z.object({ items: z.array(savedSearchSchema) })
/** POST /api/property-searches */
export const createSavedSearchSchema = z.object({ criteria: propertyCriteriaSchema })

// ---------------------------------------------------------------------------------------------------------------
// The agent's dashboard (/api/real-estate-dashboard)

const optionalInt = (max: number) => z.coerce.number().int().min(0).max(max).nullable().optional()

/** A listing's fields, without defaults (so a PATCH leaves what it does not name as it is). */
const propertyFields = z.object({
  title: z.string().trim().min(5).max(120),
  description: z.string().trim().max(5000),
  listing_type: listingTypeSchema,
  property_type: propertyTypeSchema,
  price: z.coerce.number().int().min(1).max(PROPERTY_PRICE_MAX_KSH),
  bedrooms: optionalInt(20),
  bathrooms: optionalInt(20),
  area_sqm: z.coerce.number().min(0).max(1_000_000).nullable().optional(),
  location_address: z.string().trim().min(3).max(200),
  county: countySchema,
  city: z.string().trim().min(2).max(80),
  latitude: z.coerce.number().min(-5).max(5.5).nullable().optional(),
  longitude: z.coerce.number().min(33.5).max(42).nullable().optional(),
  amenities: z.array(z.enum(amenities)).max(amenities.length),
  features: z.array(z.string().trim().min(1).max(FEATURE_MAX)).max(PROPERTY_FEATURES_MAX),
  virtual_tour_url: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .nullable()
    .optional(),
  contact_phone: z.string().trim().max(20).nullable().optional(),
  contact_email: emailSchema.nullable().optional(),
  available_from: calendarDate().nullable().optional(),
})
/** POST /listings (created as a draft). */
export const propertyInputSchema = propertyFields.extend({
  description: propertyFields.shape.description.default(''),
  amenities: propertyFields.shape.amenities.default([]),
  features: propertyFields.shape.features.default([]),
})
export type PropertyInput = z.infer<typeof propertyInputSchema>
/** PATCH /listings/:id: every field optional, and one not sent stays as it is (no defaults). */
export const propertyUpdateSchema = propertyFields.partial()

/** POST /listings/:id/status: one of agentStatusMoves[current]. */
export const listingStatusSchema = z.object({ status: propertyStatusSchema })

/** An agent's listing: the detail plus its figures. */
export const agentListingSchema = propertyDetailSchema
  .omit({ is_saved: true, is_owner: true, my_viewing: true, taken_slots: true })
  .extend({ viewing_requests: z.number().int(), pending_viewings: z.number().int() })
export type AgentListing = z.infer<typeof agentListingSchema>
export const agentListingListSchema = z.object({ items: z.array(agentListingSchema) })

export const agentViewingSchema = viewingSchema.extend({
  requester: z.object({
    id: z.string(),
    full_name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
})
export type AgentViewing = z.infer<typeof agentViewingSchema>
export const agentViewingListSchema = z.object({ items: z.array(agentViewingSchema) })
export const agentViewingsQuerySchema = z.object({
  status: z.preprocess(emptyToUndefined, viewingStatusSchema.optional()),
})
/** POST /viewings/:id/decline */
export const declineViewingSchema = z.object({ reason: z.string().trim().max(300).optional() })

export const realEstateDashboardSchema = z.object({
  agent: z.object({
    id: z.string(),
    full_name: z.string().nullable(),
    agency_name: z.string().nullable(),
    is_verified: z.boolean(),
  }),
  stats: z.object({
    listings: z.number().int(),
    available: z.number().int(),
    views: z.number().int(),
    pending_viewings: z.number().int(),
  }),
})
export type RealEstateDashboard = z.infer<typeof realEstateDashboardSchema>

export const listingImagesSchema = z.object({ images: z.array(z.string()) })

// ---------------------------------------------------------------------------------------------------------------
// Admin (/api/admin/properties, /api/admin/real-estate-agents)

/** Rows GET /api/admin/properties answers without `limit`: what it gave before it paged. */
export const ADMIN_PROPERTIES_UNPAGED_ROWS = 200

/**
 * GET /api/admin/properties: search and status; newest first, `limit` at a time (1 to 100; without it the newest
 * ADMIN_PROPERTIES_UNPAGED_ROWS); `before` is the previous page's `next_before`.
 */
export const adminPropertiesQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.preprocess(emptyToUndefined, propertyStatusSchema.optional()),
  before: z.string().uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
})
export type AdminPropertiesQuery = z.infer<typeof adminPropertiesQuerySchema>
export const adminPropertySchema = propertyCardSchema.extend({
  views_count: z.number().int(),
  agent_name: z.string().nullable(),
  agency_name: z.string().nullable(),
})
export type AdminProperty = z.infer<typeof adminPropertySchema>
export const adminPropertyListSchema = z.object({
  items: z.array(adminPropertySchema),
  /** Every match of the search and the status, whatever the page. */
  total: z.number().int(),
  /** The `before` of the next page; null on the last one. */
  next_before: z.string().nullable(),
})
export type AdminPropertyList = z.infer<typeof adminPropertyListSchema>
/** PATCH /api/admin/properties/:id (audited). `unpublished: false` restores it as available. */
export const adminPropertyUpdateSchema = z
  .object({ is_featured: z.boolean().optional(), unpublished: z.boolean().optional() })
  .refine((body) => body.is_featured !== undefined || body.unpublished !== undefined, 'Nothing to change.')

export const adminAgentSchema = z.object({
  id: z.string(),
  user_id: z.string().nullable(),
  full_name: z.string().nullable(),
  agency_name: z.string().nullable(),
  email: z.string().nullable(),
  is_verified: z.boolean(),
  listings: z.number().int(),
  created_at: z.string(),
})
export type AdminAgent = z.infer<typeof adminAgentSchema>
export const adminAgentListSchema = z.object({ items: z.array(adminAgentSchema) })
/** PATCH /api/admin/real-estate-agents/:id (audited; verifying sends the "Real estate agent has been verified!" notice). */
export const adminAgentUpdateSchema = z.object({ is_verified: z.boolean() })
