import { describe, expect, it } from 'vitest'
import { searchDestination } from './search-destination'

describe('searchDestination', () => {
  it('searches products from the home page and other sections', () => {
    expect(searchDestination('/', 'phone')).toBe('/products?search=phone')
    expect(searchDestination('/shop', 'phone')).toBe('/products?search=phone')
    expect(searchDestination('/events/123', 'phone')).toBe('/products?search=phone')
  })

  it('keeps a search in the real estate, rides and services sections', () => {
    expect(searchDestination('/real-estate', 'flat')).toBe('/real-estate?search=flat')
    expect(searchDestination('/real-estate/42', 'flat')).toBe('/real-estate?search=flat')
    expect(searchDestination('/rides', 'town')).toBe('/rides?search=town')
    expect(searchDestination('/services', 'plumber')).toBe('/services?search=plumber')
  })

  it('does not mistake a section that merely shares a prefix', () => {
    expect(searchDestination('/service-hub', 'x')).toBe('/products?search=x')
    expect(searchDestination('/rides-history', 'x')).toBe('/products?search=x')
  })

  it('trims and URL-encodes the term', () => {
    expect(searchDestination('/', '  Nike shoes & socks ')).toBe(
      '/products?search=Nike%20shoes%20%26%20socks',
    )
  })

  it('ignores a blank term', () => {
    expect(searchDestination('/', '')).toBeNull()
    expect(searchDestination('/rides', '   ')).toBeNull()
  })
})
