import { readStored, writeStored } from '@/lib/storage'

/** Spec section 9: at most 5 recent searches, newest first, no duplicates. */
export const maxRecentSearches = 5
export const recentSearchesStorageKey = 'soko.recentSearches'

/** A first visit starts with four sample terms. */
export const sampleRecentSearches = [
  'Samsung Galaxy',
  'Nike shoes',
  'Apartments in Kilimani',
  'Boda boda ride',
]

/** The four fixed popular searches, as translation keys under search.popularTerms. */
export const popularSearchKeys = ['smartphones', 'fashion', 'housesForRent', 'eventTickets'] as const

/** At most 50 stored terms of 1 to 200 characters (trimmed); anything else is not ours. */
function parseStoredSearches(value: unknown): string[] | undefined {
  if (!Array.isArray(value) || value.length > 50) return undefined
  const terms = value.map((term) => (typeof term === 'string' ? term.trim() : ''))
  return terms.every((term) => term.length >= 1 && term.length <= 200) ? terms : undefined
}

/** Puts `term` first; an earlier entry with the same text in any letter case is dropped. */
export function addRecentSearch(recent: readonly string[], term: string): string[] {
  const entry = term.trim()
  if (!entry) return [...recent]
  const key = entry.toLocaleLowerCase()
  return [entry, ...recent.filter((item) => item.toLocaleLowerCase() !== key)].slice(0, maxRecentSearches)
}

export function loadRecentSearches(): string[] {
  const stored = readStored(recentSearchesStorageKey, parseStoredSearches)
  if (stored === undefined) return [...sampleRecentSearches]
  return stored
    .reduceRight<string[]>((list, term) => addRecentSearch(list, term), [])
    .slice(0, maxRecentSearches)
}

export function saveRecentSearches(recent: readonly string[]) {
  writeStored(recentSearchesStorageKey, recent)
}
