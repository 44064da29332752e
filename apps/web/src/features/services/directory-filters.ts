import {
  directoryRateFromUrl,
  directoryMinRatings,
  directorySorts,
  directoryCategories,
  RATE_RANGE_MAX,
  RATE_RANGE_MIN,
  type DirectorySort,
  type ProviderCategory,
} from '@soko/shared/providers/provider.constants'

/**
 * The directory's search, category, sort, minimum rating and hourly-rate range (spec 001 section 2, Services
 * directory). They live in the URL, so a filtered directory can be shared and the back button undoes a filter.
 */
export interface DirectoryFilters {
  search: string
  /** null: All. */
  category: ProviderCategory | null
  sort: DirectorySort
  /** 0 (Any Rating), 3, 4 or 4.5. */
  minRating: number
  /** KSh per hour, on the slider's grid of 100 from 0 to 10,000. */
  rateMin: number
  rateMax: number
}

/** What Clear All Filters goes back to (spec: search empty, category all, relevance, rating 0, 0-10000). */
export const defaultDirectoryFilters: DirectoryFilters = {
  search: '',
  category: null,
  sort: 'relevance',
  minRating: 0,
  rateMin: RATE_RANGE_MIN,
  rateMax: RATE_RANGE_MAX,
}

export const isDirectorySort = (value: string | null): value is DirectorySort =>
  value !== null && (directorySorts as readonly string[]).includes(value)

export const isProviderCategory = (value: string | null): value is ProviderCategory =>
  value !== null && (directoryCategories as readonly string[]).includes(value)

/** One of the offered minimum ratings; anything else is Any Rating. */
function parseMinRating(value: string | null) {
  const number = Number(value)
  return (directoryMinRatings as readonly number[]).includes(number) ? number : 0
}

/** Reads the filters from the URL's query; anything missing or malformed falls back to its default. */
export function parseDirectoryFilters(params: URLSearchParams): DirectoryFilters {
  const category = params.get('category')
  const sort = params.get('sort')
  let rateMin = directoryRateFromUrl(params.get('rate_min'), RATE_RANGE_MIN)
  let rateMax = directoryRateFromUrl(params.get('rate_max'), RATE_RANGE_MAX)
  if (rateMin > rateMax) [rateMin, rateMax] = [rateMax, rateMin]
  return {
    search: params.get('search') ?? '',
    category: isProviderCategory(category) ? category : null,
    sort: isDirectorySort(sort) ? sort : 'relevance',
    minRating: parseMinRating(params.get('min_rating')),
    rateMin,
    rateMax,
  }
}

/** The URL query for a set of filters; defaults are left out, so a plain /services stays plain. */
export function directoryFiltersToParams(filters: DirectoryFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.search) params.set('search', filters.search)
  if (filters.category) params.set('category', filters.category)
  if (filters.sort !== 'relevance') params.set('sort', filters.sort)
  if (filters.minRating > 0) params.set('min_rating', String(filters.minRating))
  if (filters.rateMin > RATE_RANGE_MIN) params.set('rate_min', String(filters.rateMin))
  if (filters.rateMax < RATE_RANGE_MAX) params.set('rate_max', String(filters.rateMax))
  return params
}

/**
 * Whether anything narrows the list (the empty state's text depends on it). The sort only orders the list,
 * so it does not count.
 */
export function hasActiveFilters(filters: DirectoryFilters) {
  return (
    filters.search.trim() !== '' ||
    filters.category !== null ||
    filters.minRating > 0 ||
    filters.rateMin > RATE_RANGE_MIN ||
    filters.rateMax < RATE_RANGE_MAX
  )
}

/** How many filters the drawer holds that are not at their default (shown on the More Filters button). */
export function countDrawerFilters(filters: DirectoryFilters) {
  return (
    (filters.category !== null ? 1 : 0) +
    (filters.sort !== 'relevance' ? 1 : 0) +
    (filters.minRating > 0 ? 1 : 0) +
    (filters.rateMin > RATE_RANGE_MIN || filters.rateMax < RATE_RANGE_MAX ? 1 : 0)
  )
}

/** The query of GET /api/services (directoryQuerySchema) without the page; defaults are left out. */
export interface DirectoryListParams {
  search?: string
  category?: ProviderCategory
  sort: DirectorySort
  min_rating?: number
  rate_min?: number
  rate_max?: number
}

/** What the list asks the server; `search` is the debounced term, so typing does not ask on every key. */
export function toDirectoryListParams(
  filters: DirectoryFilters,
  search = filters.search,
): DirectoryListParams {
  const term = search.trim()
  return {
    ...(term ? { search: term } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    sort: filters.sort,
    ...(filters.minRating > 0 ? { min_rating: filters.minRating } : {}),
    ...(filters.rateMin > RATE_RANGE_MIN ? { rate_min: filters.rateMin } : {}),
    ...(filters.rateMax < RATE_RANGE_MAX ? { rate_max: filters.rateMax } : {}),
  }
}
