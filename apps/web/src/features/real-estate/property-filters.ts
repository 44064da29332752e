import {
  counties,
  listingTypes,
  PROPERTY_PRICE_MAX_KSH,
  propertySorts,
  propertyTypes,
  type ListingType,
  type PropertySort,
  type PropertyType,
} from '@soko/shared/real-estate/real-estate.constants'
import type { PropertyCriteria } from './real-estate-types'

export type County = (typeof counties)[number]

/** The choices of the bedrooms filter: at least this many. */
export const bedroomChoices = [1, 2, 3, 4, 5] as const

/**
 * The /real-estate search, filters and sort (issue 16). They live in the URL under the API's own names, so a
 * filtered list can be shared, the back button undoes a filter and the shell's `?search=` lands in the box.
 */
export interface PropertyFilters {
  search: string
  listingType: ListingType | null
  propertyType: PropertyType | null
  county: County | null
  city: string
  minBedrooms: number | null
  /** Whole KSh. */
  minPrice: number | null
  maxPrice: number | null
  sort: PropertySort
}

export const defaultPropertyFilters: PropertyFilters = {
  search: '',
  listingType: null,
  propertyType: null,
  county: null,
  city: '',
  minBedrooms: null,
  minPrice: null,
  maxPrice: null,
  sort: 'newest',
}

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string | null | undefined): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value)

export const isListingType = isOneOf(listingTypes)
export const isPropertyType = isOneOf(propertyTypes)
export const isCounty = isOneOf(counties)
export const isPropertySort = isOneOf(propertySorts)

/** A whole number of KSh as typed (digits, spaces and commas allowed), else null. */
export function parsePrice(raw: string | null | undefined): number | null {
  const text = raw?.replace(/[\s,]/g, '') ?? ''
  if (!/^\d{1,10}$/.test(text)) return null
  const value = Number(text)
  return value <= PROPERTY_PRICE_MAX_KSH ? value : null
}

function parseBedrooms(raw: string | null): number | null {
  if (raw === null || !/^\d{1,2}$/.test(raw)) return null
  const value = Number(raw)
  return value >= 1 && value <= 20 ? value : null
}

/** Reads the filters from the URL's query; anything missing or malformed falls back to its default. */
export function parsePropertyFilters(params: URLSearchParams): PropertyFilters {
  const listingType = params.get('listing_type')
  const propertyType = params.get('property_type')
  const county = params.get('county')
  const sort = params.get('sort')
  return {
    search: params.get('search') ?? '',
    listingType: isListingType(listingType) ? listingType : null,
    propertyType: isPropertyType(propertyType) ? propertyType : null,
    county: isCounty(county) ? county : null,
    city: params.get('city') ?? '',
    minBedrooms: parseBedrooms(params.get('min_bedrooms')),
    minPrice: parsePrice(params.get('min_price')),
    maxPrice: parsePrice(params.get('max_price')),
    sort: isPropertySort(sort) ? sort : 'newest',
  }
}

/** The URL query for a set of filters; defaults are left out, so a plain /real-estate stays plain. */
export function propertyFiltersToParams(filters: PropertyFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.search) params.set('search', filters.search)
  if (filters.listingType) params.set('listing_type', filters.listingType)
  if (filters.propertyType) params.set('property_type', filters.propertyType)
  if (filters.county) params.set('county', filters.county)
  if (filters.city) params.set('city', filters.city)
  if (filters.minBedrooms !== null) params.set('min_bedrooms', String(filters.minBedrooms))
  if (filters.minPrice !== null) params.set('min_price', String(filters.minPrice))
  if (filters.maxPrice !== null) params.set('max_price', String(filters.maxPrice))
  if (filters.sort !== 'newest') params.set('sort', filters.sort)
  return params
}

/** Whether anything narrows the list (the sort only orders it, so it does not count). */
export function hasActivePropertyFilters(filters: PropertyFilters) {
  return Object.keys(toCriteria(filters)).length > 0
}

/** How many of the filter panel's settings are not at their default (shown on the More Filters button). */
export function countPanelFilters(filters: PropertyFilters) {
  return [
    filters.listingType !== null,
    filters.propertyType !== null,
    filters.county !== null,
    filters.city.trim() !== '',
    filters.minBedrooms !== null,
    filters.minPrice !== null,
    filters.maxPrice !== null,
    filters.sort !== 'newest',
  ].filter(Boolean).length
}

/** What narrows the list, as the API and a saved search name it (no sort, no page). */
export function toCriteria(filters: PropertyFilters): PropertyCriteria {
  const search = filters.search.trim()
  const city = filters.city.trim()
  return {
    ...(search ? { search } : {}),
    ...(filters.listingType ? { listing_type: filters.listingType } : {}),
    ...(filters.propertyType ? { property_type: filters.propertyType } : {}),
    ...(filters.county ? { county: filters.county } : {}),
    ...(city ? { city } : {}),
    ...(filters.minBedrooms !== null ? { min_bedrooms: filters.minBedrooms } : {}),
    ...(filters.minPrice !== null ? { min_price: filters.minPrice } : {}),
    ...(filters.maxPrice !== null ? { max_price: filters.maxPrice } : {}),
  }
}

/** GET /api/properties' query without the page. */
export type PropertyListParams = PropertyCriteria & { sort: PropertySort }

export function toListParams(filters: PropertyFilters): PropertyListParams {
  return { ...toCriteria(filters), sort: filters.sort }
}

/** A saved search's criteria back as filters (the sort stays as it is). */
export function filtersFromCriteria(criteria: PropertyCriteria, sort: PropertySort): PropertyFilters {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(criteria))
    if (value !== undefined && value !== null) params.set(key, String(value))
  return { ...parsePropertyFilters(params), sort }
}
