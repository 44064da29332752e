// A first page of a list the server put into the page itself (apps/server/src/plugins/page-data.ts), kept
// here until the screen that shows it asks: the screen then renders its cards at once, with no round trip
// after its scripts ran. Each is taken once, and only by a query for the very same filters.

type BootList = { query: Record<string, unknown>; page: unknown }
const lists = new Map<string, BootList>()

/** Called once at start with the page's boot data (app/boot-data.ts). */
export function keepBootLists(boot: Record<string, unknown>) {
  const given = boot.lists
  if (typeof given !== 'object' || given === null) return
  for (const [name, value] of Object.entries(given)) {
    if (typeof value !== 'object' || value === null) continue
    const { query, page } = value as Partial<BootList>
    if (typeof query === 'object' && query !== null && page !== undefined) lists.set(name, { query, page })
  }
}

/** The same query, whatever the order of its keys or the type of its numbers. */
function sameQuery(a: Record<string, unknown>, b: Record<string, unknown>) {
  const text = (query: Record<string, unknown>) =>
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => `${key}=${String(value)}`)
      .sort()
      .join('&')
  return text(a) === text(b)
}

/**
 * The boot page of list `name` when it was made for `query`; gone after the first ask either way. Taken, it is
 * also kept as the saved answer of `savedAs` (the API read it replaces), for a reload without network.
 */
export function takeBootList<Page>(
  name: string,
  query: Record<string, unknown>,
  savedAs?: string,
): Page | undefined {
  const kept = lists.get(name)
  if (!kept) return undefined
  lists.delete(name)
  if (!sameQuery(kept.query, query)) return undefined
  // Only a page a service worker controls reads its saved reads back; the writer loads then, on its own.
  if (savedAs && typeof navigator !== 'undefined' && navigator.serviceWorker?.controller)
    void import('./saved-read-writer').then(({ keepAsSavedRead }) => keepAsSavedRead(savedAs, kept.page))
  return kept.page as Page
}
