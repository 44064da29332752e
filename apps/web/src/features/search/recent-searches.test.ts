import { describe, expect, it } from 'vitest'
import {
  addRecentSearch,
  loadRecentSearches,
  maxRecentSearches,
  recentSearchesStorageKey,
  sampleRecentSearches,
  saveRecentSearches,
} from './recent-searches'

describe('addRecentSearch', () => {
  it('puts the newest search first', () => {
    expect(addRecentSearch(['a', 'b'], 'c')).toEqual(['c', 'a', 'b'])
  })

  it('keeps at most 5, dropping the oldest', () => {
    expect(addRecentSearch(['e', 'd', 'c', 'b', 'a'], 'f')).toEqual(['f', 'e', 'd', 'c', 'b'])
    expect(maxRecentSearches).toBe(5)
  })

  it('moves a repeated search to the top instead of duplicating it, ignoring letter case', () => {
    expect(addRecentSearch(['Nike shoes', 'Samsung Galaxy', 'Fashion'], 'samsung galaxy')).toEqual([
      'samsung galaxy',
      'Nike shoes',
      'Fashion',
    ])
  })

  it('trims the term and ignores a blank one', () => {
    expect(addRecentSearch(['a'], '  b  ')).toEqual(['b', 'a'])
    expect(addRecentSearch(['a'], '   ')).toEqual(['a'])
  })
})

describe('stored recent searches', () => {
  it('starts with the four sample terms on a first visit', () => {
    expect(loadRecentSearches()).toEqual(sampleRecentSearches)
    expect(sampleRecentSearches).toEqual([
      'Samsung Galaxy',
      'Nike shoes',
      'Apartments in Kilimani',
      'Boda boda ride',
    ])
  })

  it('stays empty after being cleared', () => {
    saveRecentSearches([])
    expect(loadRecentSearches()).toEqual([])
  })

  it('reads back what was saved', () => {
    saveRecentSearches(['x', 'y'])
    expect(loadRecentSearches()).toEqual(['x', 'y'])
  })

  it('falls back to the samples when the stored value is not a list of terms', () => {
    window.localStorage.setItem(recentSearchesStorageKey, '{"not":"a list"}')
    expect(loadRecentSearches()).toEqual(sampleRecentSearches)
    window.localStorage.setItem(recentSearchesStorageKey, 'not json')
    expect(loadRecentSearches()).toEqual(sampleRecentSearches)
  })

  it('repairs a tampered list: duplicates removed, capped at 5', () => {
    window.localStorage.setItem(recentSearchesStorageKey, JSON.stringify(['a', 'A', 'b', 'c', 'd', 'e', 'f']))
    expect(loadRecentSearches()).toEqual(['a', 'b', 'c', 'd', 'e'])
  })
})
