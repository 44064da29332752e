/** Sections whose search stays in the section (spec, page shell); anything else searches products. */
const sectionsWithOwnSearch = ['/real-estate', '/rides', '/services'] as const
const defaultSearchPath = '/products'

/** Where a search from `pathname` goes, or null for a blank term. */
export function searchDestination(pathname: string, term: string): string | null {
  const query = term.trim()
  if (!query) return null
  const section =
    sectionsWithOwnSearch.find((path) => pathname === path || pathname.startsWith(`${path}/`)) ??
    defaultSearchPath
  return `${section}?search=${encodeURIComponent(query)}`
}
