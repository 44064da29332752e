import type { ActivityItem } from '@soko/shared/activity/activity.schema'
import {
  formatPropertyPrice,
  type ListingType,
  type PropertyStatus,
  type ViewingSlot,
  type ViewingStatus,
} from '@soko/shared/real-estate/real-estate.constants'
import type {
  AgentViewing,
  PropertyCard,
  PropertyCriteria,
  PropertyDetail,
  SavedSearch,
  Viewing,
} from '@soko/shared/real-estate/real-estate.schema'
import type { AgentRow, PropertyRow, SavedSearchRow, ViewingRow } from './real-estate.repository'

// Rows as the API answers them (docs/real-estate-api.md): prices in whole KSh, times ISO.

export const toCard = (row: PropertyRow): PropertyCard => ({
  id: row.id,
  title: row.title,
  listing_type: row.listingType as ListingType,
  property_type: row.propertyType,
  price: row.priceCents / 100,
  bedrooms: row.bedrooms,
  bathrooms: row.bathrooms,
  area_sqm: row.areaSqm,
  location_address: row.locationAddress,
  city: row.city,
  county: row.county,
  image_url: row.imageUrl,
  is_featured: row.isFeatured,
  status: row.status as PropertyStatus,
  created_at: row.createdAt.toISOString(),
})

type DetailBase = Omit<PropertyDetail, 'is_saved' | 'is_owner' | 'my_viewing' | 'taken_slots'>

/** The listing's page without what depends on who reads it. */
export const toDetailBase = (row: PropertyRow, agent: AgentRow | undefined): DetailBase => ({
  ...toCard(row),
  description: row.description,
  images: row.images,
  amenities: row.amenities,
  features: row.features,
  latitude: row.latitude,
  longitude: row.longitude,
  virtual_tour_url: row.virtualTourUrl,
  contact_phone: row.contactPhone,
  contact_email: row.contactEmail,
  views_count: row.viewsCount,
  available_from: row.availableFrom,
  updated_at: row.updatedAt.toISOString(),
  agent: agent
    ? {
        id: agent.id,
        full_name: agent.fullName,
        agency_name: agent.agencyName,
        is_verified: agent.isVerified,
      }
    : null,
})

/** A viewing row with the property's title, picture and address (the repository's `viewingColumns`). */
export type ViewingJoined = {
  viewing: ViewingRow
  propertyTitle: string
  propertyImageUrl: string | null
  propertyAddress: string | null
  propertyCity: string | null
}

export const toViewing = (row: ViewingJoined): Viewing => ({
  id: row.viewing.id,
  property_id: row.viewing.propertyId,
  property_title: row.propertyTitle,
  property_image_url: row.propertyImageUrl,
  property_address: row.propertyAddress ?? row.propertyCity,
  date: row.viewing.date,
  slot: row.viewing.slot as ViewingSlot,
  message: row.viewing.message,
  status: row.viewing.status as ViewingStatus,
  response_note: row.viewing.responseNote,
  created_at: row.viewing.createdAt.toISOString(),
  updated_at: row.viewing.updatedAt.toISOString(),
})

export const toAgentViewing = (
  row: ViewingJoined & {
    requesterName: string | null
    requesterEmail: string | null
    requesterPhone: string | null
  },
): AgentViewing => ({
  ...toViewing(row),
  requester: {
    id: row.viewing.requesterId,
    full_name: row.requesterName,
    email: row.requesterEmail,
    phone: row.requesterPhone,
  },
})

/** My activity's entry: the property, the date and slot, the viewing's status. */
export const toViewingActivity = (row: ViewingJoined): ActivityItem => ({
  kind: 'property_viewing',
  id: row.viewing.id,
  title: row.propertyTitle,
  subtitle: `${row.viewing.date} · ${row.viewing.slot}`,
  status: row.viewing.status,
  date: row.viewing.createdAt.toISOString(),
  amount_cents: null,
  href: `/property/${row.viewing.propertyId}`,
  ticket_count: null,
})

// ---- saved searches

/** The criteria that say something (empty values dropped), as they are stored. */
export function criteriaOf(input: PropertyCriteria): PropertyCriteria {
  return Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as PropertyCriteria
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
const amount = (shillings: number) => formatPropertyPrice(shillings, 'sale')

/** What the user sees of a saved search, e.g. "Rent · Apartment · Nairobi · 2+ beds". */
export function searchLabel(criteria: PropertyCriteria) {
  const parts: string[] = []
  if (criteria.listing_type) parts.push(criteria.listing_type === 'rent' ? 'Rent' : 'Sale')
  if (criteria.property_type) parts.push(capitalized(criteria.property_type))
  if (criteria.county) parts.push(criteria.county)
  if (criteria.city && criteria.city.toLowerCase() !== criteria.county?.toLowerCase())
    parts.push(criteria.city)
  if (criteria.min_bedrooms)
    parts.push(`${criteria.min_bedrooms}+ ${criteria.min_bedrooms === 1 ? 'bed' : 'beds'}`)
  const { min_price: min, max_price: max } = criteria
  if (min !== undefined && max !== undefined) parts.push(`${amount(min)} – ${amount(max)}`)
  else if (min !== undefined) parts.push(`From ${amount(min)}`)
  else if (max !== undefined) parts.push(`Up to ${amount(max)}`)
  if (criteria.search) parts.push(`“${criteria.search}”`)
  return parts.length ? parts.join(' · ') : 'All properties'
}

export const toSavedSearch = (row: SavedSearchRow): SavedSearch => ({
  id: row.id,
  label: row.label,
  criteria: row.criteria,
  created_at: row.createdAt.toISOString(),
})

/** Whether a listed property meets a saved search: the list's own rules (repository `criteriaWhere`). */
export function matchesCriteria(row: PropertyRow, criteria: PropertyCriteria) {
  if (row.status !== 'available') return false
  if (criteria.search) {
    const text = `${row.title} ${row.locationAddress ?? ''} ${row.city ?? ''} ${row.county ?? ''}`
    if (!text.toLowerCase().includes(criteria.search.toLowerCase())) return false
  }
  if (criteria.listing_type && row.listingType !== criteria.listing_type) return false
  if (criteria.property_type && row.propertyType !== criteria.property_type) return false
  if (criteria.county && row.county !== criteria.county) return false
  if (criteria.city && row.city?.toLowerCase() !== criteria.city.toLowerCase()) return false
  if (criteria.min_bedrooms && (row.bedrooms ?? -1) < criteria.min_bedrooms) return false
  if (criteria.min_price !== undefined && row.priceCents < criteria.min_price * 100) return false
  if (criteria.max_price !== undefined && row.priceCents > criteria.max_price * 100) return false
  return true
}
