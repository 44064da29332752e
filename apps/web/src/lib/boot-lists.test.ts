import { afterEach, describe, expect, it, vi } from 'vitest'
import { keepBootLists, takeBootList } from './boot-lists'

describe('a first page carried by the page', () => {
  it('is taken once, by a query for the same filters whatever their order and number types', () => {
    keepBootLists({ lists: { restaurants: { query: { sort: 'relevance', max_fee: 200 }, page: { n: 1 } } } })
    expect(takeBootList('restaurants', { max_fee: '200', sort: 'relevance', search: undefined })).toEqual({
      n: 1,
    })
    expect(takeBootList('restaurants', { max_fee: 200, sort: 'relevance' })).toBeUndefined()
  })

  it('is dropped when the first query asks for other filters', () => {
    keepBootLists({ lists: { restaurants: { query: { sort: 'relevance' }, page: { n: 2 } } } })
    expect(takeBootList('restaurants', { sort: 'rating' })).toBeUndefined()
    expect(takeBootList('restaurants', { sort: 'relevance' })).toBeUndefined()
  })

  it('ignores boot data without lists or with malformed ones', () => {
    keepBootLists({ session: null })
    keepBootLists({ lists: { restaurants: 'nonsense' } })
    expect(takeBootList('restaurants', { sort: 'relevance' })).toBeUndefined()
  })
})

describe('a first page taken under a service worker', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('is also kept as the saved answer of the read it replaced, for a reload without network', async () => {
    const put = vi.fn(async () => {})
    vi.stubGlobal('caches', { open: vi.fn(async () => ({ put })) })
    Object.defineProperty(navigator, 'serviceWorker', { value: { controller: {} }, configurable: true })
    keepBootLists({ lists: { products: { query: { sort: 'newest' }, page: { items: [1] } } } })
    expect(takeBootList('products', { sort: 'newest' }, '/api/products?limit=24&sort=newest')).toEqual({
      items: [1],
    })
    await vi.waitFor(() => expect(put).toHaveBeenCalledOnce())
    const [url, response] = put.mock.calls[0] as unknown as [string, Response]
    expect(url).toBe('/api/products?limit=24&sort=newest')
    expect(await response.json()).toEqual({ items: [1] })
    expect(response.headers.get('Date')).toBeTruthy()
    Object.defineProperty(navigator, 'serviceWorker', { value: undefined, configurable: true })
  })
})
