import { FORUM_SEARCH_MAX } from '@soko/shared/community/community.constants'

/** The Forums tab's filters, kept in the URL (STYLE.md 6): `?category=<id>&search=<term>`. */
export interface ForumPostFilters {
  /** A category id; '' is All Categories. */
  category: string
  search: string
}

export const FORUM_SEARCH_DEBOUNCE_MS = 400

const idPattern = /^[0-9a-f-]{36}$/i

/** Reads the filters from the address; anything malformed counts as absent. */
export function parseForumFilters(params: URLSearchParams): ForumPostFilters {
  const category = params.get('category') ?? ''
  return {
    category: idPattern.test(category) ? category.toLowerCase() : '',
    search: (params.get('search') ?? '').slice(0, FORUM_SEARCH_MAX),
  }
}

/** The address for these filters; the defaults are left out so /chat-forums stays clean. */
export function forumFiltersToParams(filters: ForumPostFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.category) params.set('category', filters.category)
  if (filters.search) params.set('search', filters.search)
  return params
}

/** What the server is asked: the term trimmed (blank is no search). */
export function toPostListFilters(filters: ForumPostFilters, search: string): ForumPostFilters {
  return { category: filters.category, search: search.trim().slice(0, FORUM_SEARCH_MAX) }
}
