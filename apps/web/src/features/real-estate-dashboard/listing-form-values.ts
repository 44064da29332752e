import {
  amenities,
  counties,
  FEATURE_MAX,
  listingTypes,
  PROPERTY_FEATURES_MAX,
  PROPERTY_PRICE_MAX_KSH,
  propertyTypes,
} from '@soko/shared/real-estate/real-estate.constants'
import type { ListingBody } from './api/save-listing'
import type { AgentListing, ListingType, PropertyType } from './dashboard-types'

// The listing form's values as the inputs hold them (strings), the checks the browser makes before sending
// (the server checks again with propertyInputSchema and has the last word) and the body. Plain functions, not
// zod, so the form adds nothing heavy to the dashboard.

type County = (typeof counties)[number]
type Amenity = (typeof amenities)[number]

export interface ListingFormValues {
  title: string
  description: string
  listing_type: ListingType | ''
  property_type: PropertyType | ''
  price: string
  bedrooms: string
  bathrooms: string
  area_sqm: string
  location_address: string
  county: County | ''
  city: string
  latitude: string
  longitude: string
  amenities: string[]
  virtual_tour_url: string
  contact_phone: string
  contact_email: string
  available_from: string
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value)
const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined): T | '' =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : ''

export function listingFormValues(listing: AgentListing | null): ListingFormValues {
  return {
    title: listing?.title ?? '',
    description: listing?.description ?? '',
    listing_type: oneOf(listingTypes, listing?.listing_type),
    property_type: oneOf(propertyTypes, listing?.property_type),
    price: text(listing?.price),
    bedrooms: text(listing?.bedrooms),
    bathrooms: text(listing?.bathrooms),
    area_sqm: text(listing?.area_sqm),
    location_address: listing?.location_address ?? '',
    county: oneOf(counties, listing?.county),
    city: listing?.city ?? '',
    latitude: text(listing?.latitude),
    longitude: text(listing?.longitude),
    amenities: (listing?.amenities ?? []).filter((amenity) =>
      (amenities as readonly string[]).includes(amenity),
    ),
    virtual_tour_url: listing?.virtual_tour_url ?? '',
    contact_phone: listing?.contact_phone ?? '',
    contact_email: listing?.contact_email ?? '',
    available_from: listing?.available_from ?? '',
  }
}

const whole = /^\d+$/
const decimal = /^-?\d+(\.\d+)?$/

export const validTitle = (value: string) => value.trim().length >= 5 && value.trim().length <= 120
export const validPrice = (value: string) =>
  whole.test(value.trim()) && Number(value) >= 1 && Number(value) <= PROPERTY_PRICE_MAX_KSH
/** Empty, or a whole number from 0 to 20 (bedrooms, bathrooms). */
export const validRooms = (value: string) =>
  value.trim() === '' || (whole.test(value.trim()) && Number(value) <= 20)
export const validArea = (value: string) =>
  value.trim() === '' || (decimal.test(value.trim()) && Number(value) >= 0 && Number(value) <= 1_000_000)
export const validAddress = (value: string) => value.trim().length >= 3 && value.trim().length <= 200
export const validCity = (value: string) => value.trim().length >= 2 && value.trim().length <= 80
/** Kenya lies between these (propertyInputSchema's bounds). */
export const validLatitude = (value: string) =>
  value.trim() === '' || (decimal.test(value.trim()) && Number(value) >= -5 && Number(value) <= 5.5)
export const validLongitude = (value: string) =>
  value.trim() === '' || (decimal.test(value.trim()) && Number(value) >= 33.5 && Number(value) <= 42)
export const validUrl = (value: string) => {
  if (value.trim() === '') return true
  try {
    const url = new URL(value.trim())
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}
export const validEmail = (value: string) =>
  value.trim() === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())

/** A feature the list may take: not empty, not too long, not there already, the list not full. */
export function featureProblem(
  feature: string,
  features: readonly string[],
): 'empty' | 'long' | 'full' | 'duplicate' | null {
  const value = feature.trim()
  if (!value) return 'empty'
  if (value.length > FEATURE_MAX) return 'long'
  if (features.length >= PROPERTY_FEATURES_MAX) return 'full'
  if (features.some((kept) => kept.toLowerCase() === value.toLowerCase())) return 'duplicate'
  return null
}

const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value))
const textOrNull = (value: string) => value.trim() || null

/**
 * The body of POST (a new listing leaves out what is empty, so the server's defaults apply: the contact is the
 * agent's account) or PATCH (an emptied field is cleared with null).
 */
export function listingBody(
  values: ListingFormValues,
  features: readonly string[],
  { create }: { create: boolean },
): ListingBody {
  const optional = {
    bedrooms: numberOrNull(values.bedrooms),
    bathrooms: numberOrNull(values.bathrooms),
    area_sqm: numberOrNull(values.area_sqm),
    latitude: numberOrNull(values.latitude),
    longitude: numberOrNull(values.longitude),
    virtual_tour_url: textOrNull(values.virtual_tour_url),
    contact_phone: textOrNull(values.contact_phone),
    contact_email: textOrNull(values.contact_email),
    available_from: textOrNull(values.available_from),
  }
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    ...(values.listing_type ? { listing_type: values.listing_type } : {}),
    ...(values.property_type ? { property_type: values.property_type } : {}),
    price: Number(values.price),
    location_address: values.location_address.trim(),
    ...(values.county ? { county: values.county } : {}),
    city: values.city.trim(),
    amenities: values.amenities.filter((amenity): amenity is Amenity =>
      (amenities as readonly string[]).includes(amenity),
    ),
    features: [...features],
    ...(create
      ? Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== null))
      : optional),
  }
}
