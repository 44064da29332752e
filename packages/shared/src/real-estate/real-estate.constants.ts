// Plain values without zod (spec 001 "Real estate", sections 3, 7, 9; issue 16, decision 023), so a screen that
// needs only these does not load zod.
import { formatNumber } from '../money/format-money'

/** `properties.listing_type` (001 section 3). */
export const listingTypes = ['rent', 'sale'] as const
export type ListingType = (typeof listingTypes)[number]

/** `properties.property_type`: what Kenyan listings offer. */
export const propertyTypes = [
  'apartment',
  'house',
  'bedsitter',
  'studio',
  'townhouse',
  'villa',
  'land',
  'office',
  'shop',
] as const
export type PropertyType = (typeof propertyTypes)[number]

/**
 * `properties.status`: `draft` (the agent's, not listed), `available` (listed), `let` and `sold` (the agent marked
 * it; shown on its page, not listed), `unpublished` (an admin took it down, audited; only an admin restores it).
 */
export const propertyStatuses = ['draft', 'available', 'let', 'sold', 'unpublished'] as const
export type PropertyStatus = (typeof propertyStatuses)[number]
/** The moves an agent may make (POST /api/real-estate-dashboard/listings/:id/status). */
export const agentStatusMoves: Readonly<Record<PropertyStatus, readonly PropertyStatus[]>> = {
  draft: ['available'],
  available: ['let', 'sold', 'draft'],
  let: ['available'],
  sold: ['available'],
  unpublished: [],
}

/** Kenya's 47 counties (the county select). */
export const counties = [
  'Baringo',
  'Bomet',
  'Bungoma',
  'Busia',
  'Elgeyo-Marakwet',
  'Embu',
  'Garissa',
  'Homa Bay',
  'Isiolo',
  'Kajiado',
  'Kakamega',
  'Kericho',
  'Kiambu',
  'Kilifi',
  'Kirinyaga',
  'Kisii',
  'Kisumu',
  'Kitui',
  'Kwale',
  'Laikipia',
  'Lamu',
  'Machakos',
  'Makueni',
  'Mandera',
  'Marsabit',
  'Meru',
  'Migori',
  'Mombasa',
  "Murang'a",
  'Nairobi',
  'Nakuru',
  'Nandi',
  'Narok',
  'Nyamira',
  'Nyandarua',
  'Nyeri',
  'Samburu',
  'Siaya',
  'Taita-Taveta',
  'Tana River',
  'Tharaka-Nithi',
  'Trans Nzoia',
  'Turkana',
  'Uasin Gishu',
  'Vihiga',
  'Wajir',
  'West Pokot',
] as const

/** The amenities an agent ticks (a fixed vocabulary, so filters and badges agree). */
export const amenities = [
  'Parking',
  'Swimming pool',
  'Gym',
  'Borehole',
  'Backup generator',
  '24-hour security',
  'CCTV',
  'Lift',
  'Garden',
  'Balcony',
  'Servant quarters',
  'Furnished',
  'Pet friendly',
  'Children play area',
  'Electric fence',
  'Fibre internet',
] as const

export const propertySorts = ['newest', 'price_asc', 'price_desc'] as const
export type PropertySort = (typeof propertySorts)[number]

export const PROPERTIES_PAGE_SIZE = 12
export const PROPERTIES_PAGE_SIZE_MAX = 48
/** At most this many pictures per listing; each is resized to WebP by the image store. */
export const PROPERTY_IMAGES_MAX = 12
/** Free-text features ("Open-plan kitchen") per listing, each at most FEATURE_MAX characters. */
export const PROPERTY_FEATURES_MAX = 20
export const FEATURE_MAX = 60
/** KSh; a price above this is a typo. */
export const PROPERTY_PRICE_MAX_KSH = 2_000_000_000
/** Prices at or above this are shown in millions with one decimal (001 section 9). */
export const MILLION = 1_000_000

/** Viewing slots: nine hourly slots, 09:00 to 17:00, Nairobi time (as the medical ones, 001 section 9). */
export const VIEWING_SLOTS = [
  '09:00',
  '10:00',
  '11:00',
  '12:00',
  '13:00',
  '14:00',
  '15:00',
  '16:00',
  '17:00',
] as const
export type ViewingSlot = (typeof VIEWING_SLOTS)[number]
/** A viewing can be requested at most this many days ahead. */
export const VIEWING_DAYS_AHEAD_MAX = 90
/** `property_viewings.status`. */
export const viewingStatuses = ['requested', 'confirmed', 'declined', 'cancelled'] as const
export type ViewingStatus = (typeof viewingStatuses)[number]
/** A requester cancels a requested or confirmed viewing; an agent confirms or declines a requested one. */
export const VIEWING_MESSAGE_MAX = 500

/** A user keeps at most this many saved searches. */
export const SAVED_SEARCHES_MAX = 20

/** What the screens and the API say (English; the Swahili screens translate the screen ones). */
export const realEstateMessages = {
  propertyNotFound: 'Property not found.',
  notAgent:
    'Only verified real estate agents can manage listings. Apply as a Real Estate Agent in the Service Hub.',
  badMove: 'This listing cannot move to that status.',
  unpublishedByAdmin: 'An administrator has unpublished this listing. Contact support to restore it.',
  tooManyImages: `A listing can have at most ${PROPERTY_IMAGES_MAX} pictures.`,
  viewingNotFound: 'Viewing request not found.',
  viewingPastDate: 'The viewing date cannot be before today.',
  viewingTooFar: `Viewings can be requested up to ${VIEWING_DAYS_AHEAD_MAX} days ahead.`,
  viewingSlotInvalid: 'Please choose one of the available time slots.',
  viewingPastSlot: 'That time has already passed today. Please choose a later slot.',
  viewingNotListed: 'This property is not available for viewings.',
  viewingOwnListing: 'You cannot request a viewing of your own listing.',
  viewingAlreadyOpen: 'You already have a viewing request for this property.',
  viewingSlotTaken: 'That time is already booked for another viewing. Please choose another slot.',
  viewingNotPending: 'This viewing request has already been answered.',
  viewingCannotCancel: 'This viewing can no longer be cancelled.',
  viewingRequested: 'Viewing requested! The agent will confirm the time.',
  viewingConfirmed: 'Viewing confirmed',
  viewingDeclined: 'Viewing declined',
  savedSearchesFull: `You can keep at most ${SAVED_SEARCHES_MAX} saved searches. Delete one to save another.`,
  savedSearchNotFound: 'Saved search not found.',
  searchSaved: 'Search saved. We will notify you when a new property matches.',
  newMatch: 'New property matches your saved search',
} as const

/** KSh 12.5M at or above a million (one decimal), else KSh 85,000; "/month" for rent (001 section 9). */
export function formatPropertyPrice(priceKsh: number, listingType: ListingType | string) {
  const amount =
    priceKsh >= MILLION
      ? `KSh ${(Math.round(priceKsh / 100_000) / 10).toFixed(1)}M`
      : `KSh ${formatNumber(Math.round(priceKsh))}`
  return listingType === 'rent' ? `${amount}/month` : amount
}

// The card's `sizes`: the web card uses it and the server preloads the same width (plugins/page-data.ts).
/** A property card on /real-estate: one column on a phone, two from md, three from 74rem. */
export const PROPERTY_CARD_SIZES = [
  '(min-width: 1536px) 400px',
  '(min-width: 1184px) calc((100vw - 320px) / 3)',
  '(min-width: 768px) calc((100vw - 304px) / 2)',
  'calc(100vw - 32px)',
].join(', ')

/** The `sizes` of a property page's main gallery picture (the web's PropertyGallery; the server's preload of it). */
export const PROPERTY_GALLERY_SIZES = '(min-width: 1024px) 640px, calc(100vw - 32px)'
