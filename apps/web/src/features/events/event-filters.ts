import { eventSorts, eventTypes, type EventSort, type EventType } from './event-types'

/**
 * The events page's search, type, price, date range, sort and layout (spec 001 section 2, Events). They live
 * in the URL, so a filtered list can be shared and the back button undoes a filter.
 */
export interface EventFilters {
  search: string
  /** null: All. */
  type: EventType | null
  /** null: any price. */
  price: EventPrice | null
  /** YYYY-MM-DD or ''. */
  from: string
  to: string
  sort: EventSort
  view: EventView
}

export const eventPrices = ['free', 'paid'] as const
export type EventPrice = (typeof eventPrices)[number]
export const eventViews = ['grid', 'list'] as const
export type EventView = (typeof eventViews)[number]

export const defaultEventFilters: EventFilters = {
  search: '',
  type: null,
  price: null,
  from: '',
  to: '',
  sort: 'upcoming',
  view: 'grid',
}

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string | null | undefined): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value)

export const isEventType = isOneOf(eventTypes)
export const isEventSort = isOneOf(eventSorts)
export const isEventPrice = isOneOf(eventPrices)
export const isEventView = isOneOf(eventViews)

/** A real calendar day written YYYY-MM-DD, else ''. */
export function parseIsoDate(value: string | null | undefined): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return ''
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : ''
}

/** Reads the filters from the URL's query; anything missing or malformed falls back to its default. */
export function parseEventFilters(params: URLSearchParams): EventFilters {
  const type = params.get('type')
  const price = params.get('price')
  const sort = params.get('sort')
  const view = params.get('view')
  let from = parseIsoDate(params.get('from'))
  let to = parseIsoDate(params.get('to'))
  if (from && to && from > to) [from, to] = [to, from]
  return {
    search: params.get('search') ?? '',
    type: isEventType(type) ? type : null,
    price: isEventPrice(price) ? price : null,
    from,
    to,
    sort: isEventSort(sort) ? sort : 'upcoming',
    view: isEventView(view) ? view : 'grid',
  }
}

/** The URL query for a set of filters; defaults are left out, so a plain /events stays plain. */
export function eventFiltersToParams(filters: EventFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.search) params.set('search', filters.search)
  if (filters.type) params.set('type', filters.type)
  if (filters.price) params.set('price', filters.price)
  if (filters.from) params.set('from', filters.from)
  if (filters.to) params.set('to', filters.to)
  if (filters.sort !== 'upcoming') params.set('sort', filters.sort)
  if (filters.view !== 'grid') params.set('view', filters.view)
  return params
}

/** Whether anything narrows the list (sort and layout only order or show it, so they do not count). */
export function hasActiveEventFilters(filters: EventFilters) {
  return (
    filters.search.trim() !== '' ||
    filters.type !== null ||
    filters.price !== null ||
    filters.from !== '' ||
    filters.to !== ''
  )
}

/** How many of the drawer's filters are not at their default (shown on the Filters button). */
export function countDrawerEventFilters(filters: EventFilters) {
  return (
    (filters.type !== null ? 1 : 0) +
    (filters.price !== null ? 1 : 0) +
    (filters.from || filters.to ? 1 : 0) +
    (filters.sort !== 'upcoming' ? 1 : 0)
  )
}

/** The query of GET /api/events without the page; `search` is the debounced term. */
export interface EventListParams {
  search?: string
  type?: EventType
  price?: EventPrice
  from?: string
  to?: string
  sort: EventSort
}

export function toEventListParams(filters: EventFilters, search = filters.search): EventListParams {
  const term = search.trim()
  return {
    ...(term ? { search: term } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.price ? { price: filters.price } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    sort: filters.sort,
  }
}
