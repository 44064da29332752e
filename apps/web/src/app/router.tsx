import type { ComponentType } from 'react'
import { matchRoutes, useRoutes, type RouteObject } from 'react-router'
import { lazyScreen, type LazyScreen, type Prefetch, type ScreenModule } from './lazy-screen'
import { RouteBoundary } from './route-boundary'
import {
  prefetchAdmin,
  prefetchEvent,
  prefetchEventDashboard,
  prefetchEvents,
  prefetchFood,
  prefetchFoodDashboard,
  prefetchHome,
  prefetchProduct,
  prefetchProviderPortal,
  prefetchServiceProvider,
  prefetchServices,
  prefetchShop,
  prefetchVendorDashboard,
} from './route-prefetch'
// The page shell is on every route, so it ships with the entry instead of costing a round trip of its own.
import RootLayout from './routes/root-layout'

/**
 * One route of the app. React Router's declarative mode (decision 007): `lazy` screens are their own chunks,
 * `loader` starts a screen's first API call as the route is entered, in parallel with its code.
 */
export interface AppRoute {
  path?: string
  index?: boolean
  loader?: Prefetch
  lazy?: LazyScreen
  Component?: ComponentType
  children?: AppRoute[]
}

/** Loads a screen's code only when its route matches, so each route is its own chunk. */
function screen(load: () => Promise<ScreenModule>): LazyScreen {
  return lazyScreen(load)
}

export const routes: AppRoute[] = [
  {
    Component: RootLayout,
    children: [
      // One entry per route.
      { index: true, loader: prefetchHome, lazy: screen(() => import('./routes/home')) },
      { path: 'shop', loader: prefetchShop, lazy: screen(() => import('./routes/shop')) },
      { path: 'products', loader: prefetchShop, lazy: screen(() => import('./routes/shop')) },
      { path: 'products/:id', loader: prefetchProduct, lazy: screen(() => import('./routes/product')) },
      { path: 'product/:id', loader: prefetchProduct, lazy: screen(() => import('./routes/product')) },
      { path: 'cart', lazy: screen(() => import('./routes/cart')) },
      { path: 'wishlist', lazy: screen(() => import('./routes/wishlist')) },
      { path: 'checkout', lazy: screen(() => import('./routes/checkout')) },
      { path: 'payment/success', lazy: screen(() => import('./routes/payment-success')) },
      { path: 'payment/cancel', lazy: screen(() => import('./routes/payment-cancel')) },
      { path: 'orders', lazy: screen(() => import('./routes/orders')) },
      { path: 'orders/:id', lazy: screen(() => import('./routes/order')) },
      { path: 'services', loader: prefetchServices, lazy: screen(() => import('./routes/services')) },
      {
        path: 'services/:id',
        loader: prefetchServiceProvider,
        lazy: screen(() => import('./routes/service-provider')),
      },
      { path: 'bookings', lazy: screen(() => import('./routes/bookings')) },
      { path: 'events', loader: prefetchEvents, lazy: screen(() => import('./routes/events')) },
      { path: 'events/:id', loader: prefetchEvent, lazy: screen(() => import('./routes/event')) },
      { path: 'food', loader: prefetchFood, lazy: screen(() => import('./routes/food')) },
      { path: 'food/checkout', lazy: screen(() => import('./routes/food-checkout')) },
      { path: 'rides', lazy: screen(() => import('./routes/rides')) },
      { path: 'rides/trips/:id', lazy: screen(() => import('./routes/ride-trip')) },
      { path: 'real-estate', lazy: screen(() => import('./routes/real-estate')) },
      { path: 'property/:id', lazy: screen(() => import('./routes/property')) },
      { path: 'properties/:id', lazy: screen(() => import('./routes/property-redirect')) },
      { path: 'jobs', lazy: screen(() => import('./routes/jobs')) },
      { path: 'jobs/applications', lazy: screen(() => import('./routes/job-applications')) },
      { path: 'jobs/:id', lazy: screen(() => import('./routes/job')) },
      { path: 'medical', lazy: screen(() => import('./routes/medical')) },
      { path: 'medical/checkout', lazy: screen(() => import('./routes/medical-checkout')) },
      { path: 'medical/appointments', lazy: screen(() => import('./routes/medical-appointments')) },
      { path: 'insurance', lazy: screen(() => import('./routes/insurance')) },
      { path: 'insurance/quotes', lazy: screen(() => import('./routes/insurance-quotes')) },
      { path: 'chat-forums', lazy: screen(() => import('./routes/chat-forums')) },
      { path: 'chat-forums/posts/:id', lazy: screen(() => import('./routes/chat-forums-post')) },
      { path: 'activity', lazy: screen(() => import('./routes/activity')) },
      { path: 'auth', lazy: screen(() => import('./routes/auth')) },
      { path: 'reset-password', lazy: screen(() => import('./routes/reset-password')) },
      { path: 'profile', lazy: screen(() => import('./routes/profile')) },
      { path: 'settings', lazy: screen(() => import('./routes/settings')) },
      { path: 'notifications', lazy: screen(() => import('./routes/notifications')) },
      { path: 'terms-and-conditions', lazy: screen(() => import('./routes/terms')) },
      { path: 'privacy', lazy: screen(() => import('./routes/privacy')) },
      { path: 'admin', loader: prefetchAdmin, lazy: screen(() => import('./routes/admin-dashboard')) },
      {
        path: 'admin/dashboard',
        loader: prefetchAdmin,
        lazy: screen(() => import('./routes/admin-dashboard')),
      },
      {
        path: 'admin/analytics',
        loader: prefetchAdmin,
        lazy: screen(() => import('./routes/admin-analytics')),
      },
      { path: 'admin/vendors', loader: prefetchAdmin, lazy: screen(() => import('./routes/admin-vendors')) },
      {
        path: 'admin/products',
        loader: prefetchAdmin,
        lazy: screen(() => import('./routes/admin-products')),
      },
      { path: 'admin/orders', loader: prefetchAdmin, lazy: screen(() => import('./routes/admin-orders')) },
      { path: 'admin/users', loader: prefetchAdmin, lazy: screen(() => import('./routes/admin-users')) },
      { path: 'admin/drivers', loader: prefetchAdmin, lazy: screen(() => import('./routes/admin-drivers')) },
      {
        path: 'admin/properties',
        loader: prefetchAdmin,
        lazy: screen(() => import('./routes/admin-properties')),
      },
      { path: 'admin/jobs', loader: prefetchAdmin, lazy: screen(() => import('./routes/admin-jobs')) },
      { path: 'admin/events', loader: prefetchAdmin, lazy: screen(() => import('./routes/admin-events')) },
      {
        path: 'admin/restaurants',
        loader: prefetchAdmin,
        lazy: screen(() => import('./routes/admin-restaurants')),
      },
      {
        path: 'admin/community',
        loader: prefetchAdmin,
        lazy: screen(() => import('./routes/admin-community')),
      },
      { path: 'admin/audit', loader: prefetchAdmin, lazy: screen(() => import('./routes/admin-audit')) },
      {
        path: 'admin/service-applications',
        loader: prefetchAdmin,
        lazy: screen(() => import('./routes/admin-service-applications')),
      },
      { path: 'service-hub', lazy: screen(() => import('./routes/service-hub')) },
      { path: 'service-provider-hub', lazy: screen(() => import('./routes/service-provider-hub')) },
      {
        path: 'service-provider-registration',
        lazy: screen(() => import('./routes/service-provider-registration')),
      },
      {
        path: 'services-app',
        loader: prefetchProviderPortal,
        lazy: screen(() => import('./routes/services-app')),
      },
      {
        path: 'services-app/bookings',
        loader: prefetchProviderPortal,
        lazy: screen(() => import('./routes/services-app-bookings')),
      },
      {
        path: 'services-app/analytics',
        loader: prefetchProviderPortal,
        lazy: screen(() => import('./routes/services-app-analytics')),
      },
      {
        path: 'services-app/profile',
        loader: prefetchProviderPortal,
        lazy: screen(() => import('./routes/services-app-profile')),
      },
      {
        path: 'services-app/settings',
        loader: prefetchProviderPortal,
        lazy: screen(() => import('./routes/services-app-settings')),
      },
      { path: 'services-app/*', lazy: screen(() => import('./routes/services-app-redirect')) },
      {
        path: 'services-dashboard',
        loader: prefetchProviderPortal,
        lazy: screen(() => import('./routes/provider-dashboard')),
      },
      {
        path: 'event-dashboard',
        loader: prefetchEventDashboard,
        lazy: screen(() => import('./routes/event-dashboard')),
      },
      {
        path: 'food-dashboard',
        loader: prefetchFoodDashboard,
        lazy: screen(() => import('./routes/food-dashboard')),
      },
      {
        path: 'driver-dashboard',
        lazy: screen(() => import('./routes/driver-dashboard')),
      },
      { path: 'real-estate-dashboard', lazy: screen(() => import('./routes/real-estate-dashboard')) },
      { path: 'employer-dashboard', lazy: screen(() => import('./routes/employer-dashboard')) },
      { path: 'medical-dashboard', lazy: screen(() => import('./routes/medical-dashboard')) },
      { path: 'insurance-dashboard', lazy: screen(() => import('./routes/insurance-dashboard')) },
      {
        path: 'vendor-dashboard',
        loader: prefetchVendorDashboard,
        lazy: screen(() => import('./routes/vendor-dashboard')),
      },
      {
        path: 'vendor',
        loader: prefetchVendorDashboard,
        lazy: screen(() => import('./routes/vendor-dashboard')),
      },
      { path: '*', lazy: screen(() => import('./routes/not-found')) },
    ],
  },
]

function toRouteObject({ path, index, loader, lazy, Component, children }: AppRoute): RouteObject {
  const element = lazy ? <lazy.Screen prefetch={loader} /> : Component ? <Component /> : undefined
  if (index) return { index: true, element }
  return { path, element, children: children?.map(toRouteObject) }
}

const routeObjects = routes.map(toRouteObject)

/** The screen for the current location, inside the page shell. */
export function AppRoutes() {
  return <RouteBoundary>{useRoutes(routeObjects)}</RouteBoundary>
}

/**
 * For the first page: starts its screens' first API calls and downloads their code at once, so the first
 * render needs no fallback and the data is on its way while the code arrives. Without the calls on a page
 * whose screen the server rendered with its reads: the page carries their answers.
 */
export function startFirstScreen(location: Location, { prefetch = true } = {}): Promise<unknown> {
  const matches = matchRoutes(routes as RouteObject[], location.pathname) ?? []
  const url = new URL(location.href)
  if (prefetch) for (const { route, params } of matches) (route as AppRoute).loader?.({ url, params })
  return Promise.all(matches.map(({ route }) => (route as AppRoute).lazy?.preload()))
}
