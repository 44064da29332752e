import { describe, expect, it } from 'vitest'
import {
  countDrawerEventFilters,
  defaultEventFilters,
  eventFiltersToParams,
  hasActiveEventFilters,
  parseEventFilters,
  parseIsoDate,
  toEventListParams,
} from './event-filters'

const parse = (query: string) => parseEventFilters(new URLSearchParams(query))

describe('event filters in the URL', () => {
  it('a plain /events is every default', () => {
    expect(parse('')).toEqual(defaultEventFilters)
    expect(eventFiltersToParams(defaultEventFilters).toString()).toBe('')
  })

  it('reads and writes every filter, the round trip keeping them', () => {
    const query =
      'search=jazz&type=concert&price=paid&from=2026-12-01&to=2026-12-31&sort=price_desc&view=list'
    const filters = parse(query)
    expect(filters).toEqual({
      search: 'jazz',
      type: 'concert',
      price: 'paid',
      from: '2026-12-01',
      to: '2026-12-31',
      sort: 'price_desc',
      view: 'list',
    })
    expect(eventFiltersToParams(filters).toString()).toBe(query)
  })

  it('drops unknown types, prices, sorts, views and malformed dates', () => {
    expect(parse('type=rave&price=cheap&sort=random&view=table&from=2026-02-30&to=tomorrow')).toEqual(
      defaultEventFilters,
    )
  })

  it('swaps a range given backwards', () => {
    const filters = parse('from=2026-12-31&to=2026-12-01')
    expect([filters.from, filters.to]).toEqual(['2026-12-01', '2026-12-31'])
  })

  it('accepts only real days', () => {
    expect(parseIsoDate('2028-02-29')).toBe('2028-02-29')
    expect(parseIsoDate('2026-02-29')).toBe('')
    expect(parseIsoDate('2026-1-01')).toBe('')
  })
})

describe('what counts as filtering', () => {
  it('sort and layout do not narrow the list; search, type, price and dates do', () => {
    expect(hasActiveEventFilters({ ...defaultEventFilters, sort: 'popularity', view: 'list' })).toBe(false)
    expect(hasActiveEventFilters({ ...defaultEventFilters, search: '  ' })).toBe(false)
    expect(hasActiveEventFilters({ ...defaultEventFilters, search: 'Nairobi' })).toBe(true)
    expect(hasActiveEventFilters({ ...defaultEventFilters, price: 'free' })).toBe(true)
    expect(hasActiveEventFilters({ ...defaultEventFilters, to: '2026-12-01' })).toBe(true)
  })

  it('the drawer counts type, price, the date range (once) and the sort', () => {
    expect(
      countDrawerEventFilters({
        ...defaultEventFilters,
        type: 'sports',
        price: 'free',
        from: '2026-12-01',
        to: '2026-12-02',
        sort: 'popularity',
      }),
    ).toBe(4)
  })
})

describe('the list request', () => {
  it('sends the debounced, trimmed term and only the filters that are set', () => {
    const filters = { ...defaultEventFilters, search: 'jazz night', type: 'concert' as const }
    expect(toEventListParams(filters, ' jazz ')).toEqual({
      search: 'jazz',
      type: 'concert',
      sort: 'upcoming',
    })
    expect(toEventListParams({ ...defaultEventFilters, from: '2026-12-01' })).toEqual({
      from: '2026-12-01',
      sort: 'upcoming',
    })
  })
})
