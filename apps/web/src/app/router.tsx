import type { ComponentType } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { RouteError } from './route-error'
import { RouteFallback } from './route-fallback'

/** A screen module under app/routes: its default export is the route's component. */
type ScreenModule = { default: ComponentType }

/** Loads a screen's code only when its route matches, so each route is its own chunk. */
function screen(load: () => Promise<ScreenModule>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default })
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    lazy: screen(() => import('./routes/root-layout')),
    HydrateFallback: RouteFallback,
    ErrorBoundary: RouteError,
    children: [
      {
        // Errors inside a screen keep the page shell around them.
        ErrorBoundary: RouteError,
        children: [
          // One line per route.
          { index: true, lazy: screen(() => import('./routes/home')) },
          { path: 'shop', lazy: screen(() => import('./routes/shop')) },
          { path: 'products', lazy: screen(() => import('./routes/shop')) },
          { path: 'products/:id', lazy: screen(() => import('./routes/product')) },
          { path: 'product/:id', lazy: screen(() => import('./routes/product')) },
          { path: 'cart', lazy: screen(() => import('./routes/cart')) },
          { path: 'wishlist', lazy: screen(() => import('./routes/wishlist')) },
          { path: 'auth', lazy: screen(() => import('./routes/auth')) },
          { path: 'reset-password', lazy: screen(() => import('./routes/reset-password')) },
          { path: 'profile', lazy: screen(() => import('./routes/profile')) },
          { path: 'settings', lazy: screen(() => import('./routes/settings')) },
          { path: 'notifications', lazy: screen(() => import('./routes/notifications')) },
          { path: '*', lazy: screen(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
]

export function createRouter() {
  return createBrowserRouter(routes)
}
