import { describe, expect, it } from 'vitest'
import {
  defaultShopFilters,
  hasActiveFilters,
  parseShopFilters,
  shopFiltersToParams,
  toProductListParams,
} from './shop-filters'

const parse = (query: string) => parseShopFilters(new URLSearchParams(query))

describe('shop filters in the URL', () => {
  it('a bare URL gives the defaults: no search, all categories, KSh 0 to 100,000, newest first', () => {
    expect(parse('')).toEqual(defaultShopFilters)
    expect(hasActiveFilters(parse(''))).toBe(false)
  })

  it('reads search, category, price range and sort', () => {
    expect(parse('search=nike+shoes&category=Sports&min_price=2000&max_price=15000&sort=price_asc')).toEqual({
      search: 'nike shoes',
      category: 'Sports',
      minPrice: 2000,
      maxPrice: 15000,
      sort: 'price_asc',
    })
  })

  it('accepts each of the five sorts and falls back to newest for anything else', () => {
    for (const sort of ['newest', 'price_asc', 'price_desc', 'rating', 'name'])
      expect(parse(`sort=${sort}`).sort).toBe(sort)
    expect(parse('sort=cheapest').sort).toBe('newest')
  })

  it('keeps prices on the slider: clamped to 0-100,000, on the 1,000 grid, low before high', () => {
    expect(parse('min_price=-50&max_price=250000')).toMatchObject({ minPrice: 0, maxPrice: 100_000 })
    expect(parse('min_price=1499&max_price=1501')).toMatchObject({ minPrice: 1000, maxPrice: 2000 })
    expect(parse('min_price=30000&max_price=10000')).toMatchObject({ minPrice: 10_000, maxPrice: 30_000 })
    expect(parse('min_price=abc&max_price=')).toMatchObject({ minPrice: 0, maxPrice: 100_000 })
  })

  it('treats a blank category as all categories', () => {
    expect(parse('category=%20%20').category).toBeNull()
  })

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    const filters = {
      ...defaultShopFilters,
      category: 'Home & Garden',
      maxPrice: 50_000,
      sort: 'rating' as const,
    }
    const params = shopFiltersToParams(filters)
    expect(params.toString()).toBe('category=Home+%26+Garden&max_price=50000&sort=rating')
    expect(parseShopFilters(params)).toEqual(filters)
    expect(shopFiltersToParams(defaultShopFilters).toString()).toBe('')
  })

  it('asks the server without an upper bound at the top of the slider, and with the debounced search', () => {
    const filters = parse('search=phone&min_price=5000')
    expect(toProductListParams(filters)).toEqual({ search: 'phone', min_price: 5000, sort: 'newest' })
    expect(toProductListParams(filters, '  ')).toEqual({ min_price: 5000, sort: 'newest' })
    expect(toProductListParams(parse('max_price=20000&sort=name'))).toEqual({
      max_price: 20000,
      sort: 'name',
    })
  })
})
