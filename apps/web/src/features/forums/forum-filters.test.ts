import { describe, expect, it } from 'vitest'
import { forumFiltersToParams, parseForumFilters, toPostListFilters } from './forum-filters'

const id = '3f1c2b9e-8a4d-4c1e-9b7a-2d5e6f708192'

describe('forum filters', () => {
  it('reads a category id and a search term from the address', () => {
    expect(parseForumFilters(new URLSearchParams(`category=${id}&search=matatu`))).toEqual({
      category: id,
      search: 'matatu',
    })
  })

  it('treats a malformed category as All Categories', () => {
    expect(parseForumFilters(new URLSearchParams('category=all')).category).toBe('')
    expect(parseForumFilters(new URLSearchParams('category=1%27%20or%201=1')).category).toBe('')
  })

  it('leaves the defaults out of the address', () => {
    expect(forumFiltersToParams({ category: '', search: '' }).toString()).toBe('')
    expect(forumFiltersToParams({ category: id, search: 'nyumba' }).toString()).toBe(
      `category=${id}&search=nyumba`,
    )
  })

  it('asks the server with the term trimmed', () => {
    expect(toPostListFilters({ category: '', search: '  x ' }, '  jobs  ')).toEqual({
      category: '',
      search: 'jobs',
    })
  })
})
