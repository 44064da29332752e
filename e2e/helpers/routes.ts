import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Every route path of the web app, read from its one route table (apps/web/src/app/router.tsx), so a route
 * added there is covered by the journeys that visit every screen without anyone listing it again. The
 * table is TSX that imports React screens, so it is read as text rather than imported into Node: each
 * `index: true` is `/`, each `path: '...'` is `/...`.
 */
export function appRoutePaths(): string[] {
  const source = readFileSync(join(process.cwd(), 'apps/web/src/app/router.tsx'), 'utf8')
  const table = source.slice(source.indexOf('export const routes'), source.indexOf('function toRouteObject'))
  const paths: string[] = []
  for (const match of table.matchAll(/index: true|path: '([^']*)'/g))
    paths.push(match[1] === undefined ? '/' : `/${match[1]}`)
  if (paths.length < 10) throw new Error('Could not read the route table of apps/web/src/app/router.tsx')
  return [...new Set(paths)]
}

export type Role =
  | 'guest'
  | 'customer'
  | 'admin'
  | 'provider'
  | 'vendor'
  | 'promoter'
  | 'restaurant'
  | 'driver'
  | 'agent'
  | 'pharmacy'
  | 'broker'

const customerPaths = [
  '/cart',
  '/wishlist',
  '/checkout',
  '/orders',
  '/orders/:id',
  '/bookings',
  '/activity',
  '/profile',
  '/settings',
  '/notifications',
  '/chat-forums',
  '/payment/success',
  '/payment/cancel',
  '/rides/trips/:id',
  '/jobs/applications',
  '/medical/checkout',
  '/medical/appointments',
  '/insurance/quotes',
]

/** Who sees a route as it is meant to be seen: admin screens as the admin, the portals as their owners. */
export function roleFor(path: string): Role {
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin'
  if (path === '/vendor-dashboard' || path === '/vendor') return 'vendor'
  if (path === '/event-dashboard') return 'promoter'
  if (path === '/food-dashboard') return 'restaurant'
  if (path === '/driver-dashboard') return 'driver'
  // Any approved vendor is an employer (decision 023).
  if (path === '/employer-dashboard') return 'vendor'
  if (path === '/real-estate-dashboard') return 'agent'
  if (path === '/medical-dashboard') return 'pharmacy'
  if (path === '/insurance-dashboard') return 'broker'
  if (path === '/services-app' || path.startsWith('/services-app/') || path.endsWith('-dashboard'))
    return 'provider'
  if (customerPaths.includes(path)) return 'customer'
  return 'guest'
}
