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
          { path: '*', lazy: screen(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
]

export function createRouter() {
  return createBrowserRouter(routes)
}
