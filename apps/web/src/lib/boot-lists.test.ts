import { describe, expect, it } from 'vitest'
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
