import { describe, expect, it } from 'vitest'
import {
  countDrawerFilters,
  defaultDirectoryFilters,
  directoryFiltersToParams,
  hasActiveFilters,
  parseDirectoryFilters,
  toDirectoryListParams,
} from './directory-filters'

const parse = (query: string) => parseDirectoryFilters(new URLSearchParams(query))

describe('directory filters in the URL', () => {
  it('a plain /services is the spec defaults: search empty, all, relevance, rating 0, 0-10000', () => {
    expect(parse('')).toEqual({
      search: '',
      category: null,
      sort: 'relevance',
      minRating: 0,
      rateMin: 0,
      rateMax: 10000,
    })
  })

  it('reads every filter from a shared link', () => {
    expect(
      parse('search=plumb&category=service_provider&sort=rating&min_rating=4.5&rate_min=500&rate_max=3000'),
    ).toEqual({
      search: 'plumb',
      category: 'service_provider',
      sort: 'rating',
      minRating: 4.5,
      rateMin: 500,
      rateMax: 3000,
    })
  })

  it('falls back to the default for anything malformed', () => {
    expect(parse('category=plumbers&sort=cheapest&min_rating=2&rate_min=abc&rate_max=')).toEqual(
      defaultDirectoryFilters,
    )
  })

  it('puts rates on the slider grid of 100 inside 0-10000 and swaps a reversed range', () => {
    expect(parse('rate_min=-50&rate_max=99999')).toMatchObject({ rateMin: 0, rateMax: 10000 })
    expect(parse('rate_min=1249&rate_max=1251')).toMatchObject({ rateMin: 1200, rateMax: 1300 })
    expect(parse('rate_min=4000&rate_max=1000')).toMatchObject({ rateMin: 1000, rateMax: 4000 })
  })

  it('leaves defaults out of the URL, so clearing gives a plain /services', () => {
    expect(directoryFiltersToParams(defaultDirectoryFilters).toString()).toBe('')
    const filters = { ...defaultDirectoryFilters, search: 'salon', minRating: 4, rateMax: 2000 }
    expect(directoryFiltersToParams(filters).toString()).toBe('search=salon&min_rating=4&rate_max=2000')
  })

  it('survives a round trip through the URL', () => {
    const filters = {
      search: 'mama fua',
      category: 'driver' as const,
      sort: 'price_desc' as const,
      minRating: 3,
      rateMin: 100,
      rateMax: 9900,
    }
    expect(parseDirectoryFilters(directoryFiltersToParams(filters))).toEqual(filters)
  })
})

describe('active filters', () => {
  it('the sort alone is not a filter (the empty state keeps its "empty here" text)', () => {
    expect(hasActiveFilters({ ...defaultDirectoryFilters, sort: 'newest' })).toBe(false)
  })

  it.each([
    ['a search', { search: 'cleaner' }],
    ['a category', { category: 'driver' as const }],
    ['a minimum rating', { minRating: 4 }],
    ['a raised minimum rate', { rateMin: 100 }],
    ['a lowered maximum rate', { rateMax: 9900 }],
  ])('%s is an active filter', (_, patch) => {
    expect(hasActiveFilters({ ...defaultDirectoryFilters, ...patch })).toBe(true)
  })

  it('a blank search is not a filter', () => {
    expect(hasActiveFilters({ ...defaultDirectoryFilters, search: '   ' })).toBe(false)
  })

  it('counts the drawer filters that are on: category, sort, rating and the range as one', () => {
    expect(countDrawerFilters(defaultDirectoryFilters)).toBe(0)
    expect(
      countDrawerFilters({
        ...defaultDirectoryFilters,
        search: 'x',
        category: 'driver',
        sort: 'rating',
        minRating: 3,
        rateMin: 100,
        rateMax: 500,
      }),
    ).toBe(4)
  })
})

describe('the list query', () => {
  it('sends the debounced term, not the one being typed, and leaves defaults out', () => {
    const filters = { ...defaultDirectoryFilters, search: 'plumber in Kile' }
    expect(toDirectoryListParams(filters, ' plumber ')).toEqual({ search: 'plumber', sort: 'relevance' })
  })

  it('sends every narrowing filter by its API name', () => {
    expect(
      toDirectoryListParams({
        search: '',
        category: 'medical_provider',
        sort: 'price_asc',
        minRating: 4.5,
        rateMin: 200,
        rateMax: 800,
      }),
    ).toEqual({
      category: 'medical_provider',
      sort: 'price_asc',
      min_rating: 4.5,
      rate_min: 200,
      rate_max: 800,
    })
  })
})
