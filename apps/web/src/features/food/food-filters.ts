import {
  cuisines,
  DELIVERY_FEE_SLIDER,
  DELIVERY_TIME_SLIDER,
  restaurantSorts,
  type Cuisine,
  type RestaurantSort,
} from './food-types'

/**
 * The restaurants page's search, cuisine, sort and the two sliders (spec 001 sections 2 and 9). They live in the
 * URL, so a filtered list can be shared and the back button undoes a filter.
 */
export interface FoodFilters {
  search: string
  /** null: All Cuisines. */
  cuisine: Cuisine | null
  sort: RestaurantSort
  /** KSh; null: unfiltered (no max_fee sent). */
  maxFee: number | null
  /** Minutes; 0 is Any. */
  maxTime: number
}

export const defaultFoodFilters: FoodFilters = {
  search: '',
  cuisine: null,
  sort: 'relevance',
  maxFee: null,
  maxTime: 0,
}

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string | null | undefined): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value)

export const isCuisine = isOneOf(cuisines)
export const isRestaurantSort = isOneOf(restaurantSorts)

/** A whole number on the slider's steps within its range, else null. */
function sliderValue(raw: string | null, { min, max, step }: { min: number; max: number; step: number }) {
  if (raw === null || !/^\d+$/.test(raw)) return null
  const value = Number(raw)
  if (value < min || value > max) return null
  return Math.round(value / step) * step
}

/** Reads the filters from the URL's query; anything missing or malformed falls back to its default. */
export function parseFoodFilters(params: URLSearchParams): FoodFilters {
  const cuisine = params.get('cuisine')
  const sort = params.get('sort')
  return {
    search: params.get('search') ?? '',
    cuisine: isCuisine(cuisine) ? cuisine : null,
    sort: isRestaurantSort(sort) ? sort : 'relevance',
    maxFee: sliderValue(params.get('max_fee'), DELIVERY_FEE_SLIDER),
    maxTime: sliderValue(params.get('max_time'), DELIVERY_TIME_SLIDER) ?? 0,
  }
}

/** The URL query for a set of filters; defaults are left out, so a plain /food stays plain. */
export function foodFiltersToParams(filters: FoodFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.search) params.set('search', filters.search)
  if (filters.cuisine) params.set('cuisine', filters.cuisine)
  if (filters.sort !== 'relevance') params.set('sort', filters.sort)
  if (filters.maxFee !== null) params.set('max_fee', String(filters.maxFee))
  if (filters.maxTime > 0) params.set('max_time', String(filters.maxTime))
  return params
}

/** Whether anything narrows the list (the sort only orders it, so it does not count). */
export function hasActiveFoodFilters(filters: FoodFilters) {
  return (
    filters.search.trim() !== '' || filters.cuisine !== null || filters.maxFee !== null || filters.maxTime > 0
  )
}

/** How many of the More Filters panel's settings are not at their default (shown on its button). */
export function countPanelFoodFilters(filters: FoodFilters) {
  return (
    (filters.cuisine !== null ? 1 : 0) +
    (filters.sort !== 'relevance' ? 1 : 0) +
    (filters.maxFee !== null ? 1 : 0) +
    (filters.maxTime > 0 ? 1 : 0)
  )
}

/** The query of GET /api/restaurants without the page; `search` is the debounced term. */
export interface RestaurantListParams {
  search?: string
  cuisine?: Cuisine
  sort: RestaurantSort
  max_fee?: number
  max_time?: number
}

export function toRestaurantListParams(filters: FoodFilters, search = filters.search): RestaurantListParams {
  const term = search.trim()
  return {
    ...(term ? { search: term } : {}),
    ...(filters.cuisine ? { cuisine: filters.cuisine } : {}),
    sort: filters.sort,
    ...(filters.maxFee !== null ? { max_fee: filters.maxFee } : {}),
    ...(filters.maxTime > 0 ? { max_time: filters.maxTime } : {}),
  }
}
