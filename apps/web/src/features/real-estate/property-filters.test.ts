import { formatPropertyPrice } from '@soko/shared/real-estate/real-estate.constants'
import { describe, expect, it } from 'vitest'
import {
  defaultPropertyFilters,
  filtersFromCriteria,
  hasActivePropertyFilters,
  parsePrice,
  parsePropertyFilters,
  propertyFiltersToParams,
  toCriteria,
} from './property-filters'
import { locationText } from './property-display'

describe('property filters in the URL', () => {
  it('read back what they wrote, and a plain list stays plain', () => {
    const filters = {
      ...defaultPropertyFilters,
      search: 'Karen',
      listingType: 'sale' as const,
      county: "Murang'a" as const,
      minBedrooms: 3,
      maxPrice: 20_000_000,
      sort: 'price_desc' as const,
    }
    const params = propertyFiltersToParams(filters)
    expect(params.toString()).toBe(
      'search=Karen&listing_type=sale&county=Murang%27a&min_bedrooms=3&max_price=20000000&sort=price_desc',
    )
    expect(parsePropertyFilters(params)).toEqual(filters)
    expect(propertyFiltersToParams(defaultPropertyFilters).toString()).toBe('')
  })

  it('drop what is malformed: an unknown county, type or sort, a price that is not a whole number', () => {
    const filters = parsePropertyFilters(
      new URLSearchParams(
        'county=Atlantis&property_type=castle&sort=cheapest&min_price=12.5&min_bedrooms=-1',
      ),
    )
    expect(filters).toEqual(defaultPropertyFilters)
    expect(parsePrice('1,500,000')).toBe(1_500_000)
    expect(parsePrice('3000000000')).toBeNull()
  })

  it('the sort alone is not a filter; the criteria of a saved search leave it out', () => {
    expect(hasActivePropertyFilters({ ...defaultPropertyFilters, sort: 'price_asc' })).toBe(false)
    expect(hasActivePropertyFilters({ ...defaultPropertyFilters, city: 'Nakuru' })).toBe(true)
    const filters = { ...defaultPropertyFilters, city: ' Nakuru ', minPrice: 0, sort: 'price_asc' as const }
    expect(toCriteria(filters)).toEqual({ city: 'Nakuru', min_price: 0 })
    expect(filtersFromCriteria({ city: 'Nakuru', min_price: 0 }, 'newest')).toEqual({
      ...defaultPropertyFilters,
      city: 'Nakuru',
      minPrice: 0,
    })
  })
})

describe('what a card shows', () => {
  it('prices: millions with one decimal at or above 1,000,000; /month for rent', () => {
    expect(formatPropertyPrice(999_999, 'sale')).toBe('KSh 999,999')
    expect(formatPropertyPrice(1_000_000, 'sale')).toBe('KSh 1.0M')
    expect(formatPropertyPrice(12_450_000, 'sale')).toBe('KSh 12.5M')
    expect(formatPropertyPrice(85_000, 'rent')).toBe('KSh 85,000/month')
  })

  it('the location does not repeat what the address already says', () => {
    expect(locationText({ location_address: 'Karen Road', city: 'Nairobi', county: 'Nairobi' })).toBe(
      'Karen Road, Nairobi',
    )
    expect(locationText({ location_address: 'Nyali, Mombasa', city: 'Mombasa', county: 'Mombasa' })).toBe(
      'Nyali, Mombasa',
    )
    expect(locationText({ location_address: null, city: null, county: 'Kiambu' })).toBe('Kiambu')
  })
})
