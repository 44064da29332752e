// Every admin query key starts with 'admin', so sign-out's cache clearing and a notice's refresh reach them.
export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  analytics: ['admin', 'analytics'] as const,
  vendors: ['admin', 'vendors'] as const,
  vendorOptions: ['admin', 'vendor-options'] as const,
  products: ['admin', 'products'] as const,
  orders: ['admin', 'orders'] as const,
  users: ['admin', 'users'] as const,
  drivers: ['admin', 'drivers'] as const,
  properties: ['admin', 'properties'] as const,
  jobs: ['admin', 'jobs'] as const,
  employers: ['admin', 'employers'] as const,
  audit: ['admin', 'audit'] as const,
  events: ['admin', 'events'] as const,
  restaurants: ['admin', 'restaurants'] as const,
  community: ['admin', 'community'] as const,
  serviceApplications: ['admin', 'service-applications'] as const,
}

/** Builds `path?key=value` from the filled-in values only. */
export function withQuery(path: string, params: Record<string, string | number | undefined | null>) {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value))
  }
  const query = search.toString()
  return query ? `${path}?${query}` : path
}

/**
 * How long an admin list stays fresh: long enough that the screen mounting just after its route's prefetch
 * (app/admin-prefetch.ts) uses that answer instead of asking again, short enough that coming back to a
 * screen asks afresh. Live notices and every change refresh the lists anyway.
 */
export const ADMIN_LIST_FRESH_MS = 2_000

/**
 * Rows a page of the orders, products, users and vendors lists: what a phone renders at once without a long
 * task (a page of 200 orders took about a second; the 300 products of the demo catalogue at once, 2.9 s of
 * blocking time).
 */
export const ADMIN_PAGE_SIZE = 30
