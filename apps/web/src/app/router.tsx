import type { ComponentType } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { RouteError } from './route-error'
import { onlyOnEntry, prefetchHome, prefetchProduct, prefetchSession, prefetchShop } from './route-prefetch'
import { RouteFallback } from './route-fallback'
// The page shell is on every route, so it ships with the entry instead of costing a round trip of its own.
import RootLayout from './routes/root-layout'

/** A screen module under app/routes: its default export is the route's component. */
type ScreenModule = { default: ComponentType }

/** Loads a screen's code only when its route matches, so each route is its own chunk. */
function screen(load: () => Promise<ScreenModule>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default })
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    loader: prefetchSession,
    // Only the first load needs it; navigations keep the session query's own freshness rules.
    shouldRevalidate: () => false,
    HydrateFallback: RouteFallback,
    ErrorBoundary: RouteError,
    children: [
      {
        // Errors inside a screen keep the page shell around them.
        ErrorBoundary: RouteError,
        children: [
          // One entry per route.
          { index: true, loader: prefetchHome, lazy: screen(() => import('./routes/home')) },
          {
            path: 'shop',
            loader: prefetchShop,
            shouldRevalidate: onlyOnEntry,
            lazy: screen(() => import('./routes/shop')),
          },
          {
            path: 'products',
            loader: prefetchShop,
            shouldRevalidate: onlyOnEntry,
            lazy: screen(() => import('./routes/shop')),
          },
          { path: 'products/:id', loader: prefetchProduct, lazy: screen(() => import('./routes/product')) },
          { path: 'product/:id', loader: prefetchProduct, lazy: screen(() => import('./routes/product')) },
          { path: 'cart', lazy: screen(() => import('./routes/cart')) },
          { path: 'wishlist', lazy: screen(() => import('./routes/wishlist')) },
          { path: 'checkout', lazy: screen(() => import('./routes/checkout')) },
          { path: 'payment/success', lazy: screen(() => import('./routes/payment-success')) },
          { path: 'payment/cancel', lazy: screen(() => import('./routes/payment-cancel')) },
          { path: 'orders', lazy: screen(() => import('./routes/orders')) },
          { path: 'orders/:id', lazy: screen(() => import('./routes/order')) },
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
