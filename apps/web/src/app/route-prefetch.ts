// Route loaders that start a screen's first API call at the start of navigation, in parallel with the
// download of the screen's code, instead of after it has rendered. They never wait: the screen reads the
// same query from TanStack Query's cache (or waits for it) as usual.
import { billboardQueryOptions } from '@/features/adverts/api/get-adverts'
import { productQueryOptions } from '@/features/shop/api/get-product'
import { queryClient } from '@/lib/query-client'
import { sessionQueryKey, sessionQueryOptions, type Session } from '@/lib/session'
import type { Prefetch } from './lazy-screen'

/** Every page needs to know who is signed in; ask at once rather than after the first render. */
export function prefetchSession() {
  void queryClient.prefetchQuery(sessionQueryOptions)
}

export function prefetchHome() {
  void queryClient.prefetchQuery(billboardQueryOptions)
}

// The shop's filter parsing and list query travel with the shop's code, not with every page.
export const prefetchShop: Prefetch = ({ url }) => {
  void import('./shop-prefetch').then(({ prefetchProductList }) => prefetchProductList(url))
}

// Likewise the directory's filter parsing and queries travel with the directory's code.
export const prefetchServices: Prefetch = ({ url }) => {
  void import('./services-prefetch').then(({ prefetchServiceList }) => prefetchServiceList(url))
}

export const prefetchServiceProvider: Prefetch = ({ params }) => {
  const { id } = params
  if (id)
    void import('./services-prefetch').then(({ prefetchServiceProvider }) => prefetchServiceProvider(id))
}

// The events list's filter parsing and queries travel with the events' code.
export const prefetchEvents: Prefetch = ({ url }) => {
  void import('./events-prefetch').then(({ prefetchEventList }) => prefetchEventList(url))
}

export const prefetchEvent: Prefetch = ({ params }) => {
  const { id } = params
  if (id) void import('./events-prefetch').then(({ prefetchEventPage }) => prefetchEventPage(id))
}

// The restaurants' filter parsing and list query travel with the food code.
export const prefetchFood: Prefetch = ({ url }) => {
  void import('./food-prefetch').then(({ prefetchRestaurantList }) => prefetchRestaurantList(url))
}

export const prefetchProduct: Prefetch = ({ params }) => {
  if (params.id) void queryClient.prefetchQuery(productQueryOptions(params.id))
}

// Signed-in users only (a guest is sent to /auth); the portal's queries travel in their own chunk. A failed
// prefetch is left to the screen, which asks again and shows the error or the access notice.
export const prefetchProviderPortal: Prefetch = ({ url }) => {
  if (!queryClient.getQueryData<Session | null>(sessionQueryKey)) return
  void import('./provider-prefetch')
    .then(({ prefetchProviderScreen }) => prefetchProviderScreen(url))
    .catch(() => undefined)
}

export const prefetchVendorDashboard: Prefetch = () => {
  if (!queryClient.getQueryData<Session | null>(sessionQueryKey)) return
  void import('./provider-prefetch')
    .then(({ prefetchVendorScreen }) => prefetchVendorScreen())
    .catch(() => undefined)
}

export const prefetchEventDashboard: Prefetch = () => {
  if (!queryClient.getQueryData<Session | null>(sessionQueryKey)) return
  void import('./provider-prefetch')
    .then(({ prefetchEventDashboardScreen }) => prefetchEventDashboardScreen())
    .catch(() => undefined)
}

export const prefetchFoodDashboard: Prefetch = ({ url }) => {
  if (!queryClient.getQueryData<Session | null>(sessionQueryKey)) return
  void import('./food-dashboard-prefetch')
    .then(({ prefetchFoodDashboardScreen }) => prefetchFoodDashboardScreen(url))
    .catch(() => undefined)
}

// Admins only (anyone else would get 401 or 403); the admin queries travel in their own chunk.
export const prefetchAdmin: Prefetch = ({ url }) => {
  if (!queryClient.getQueryData<Session | null>(sessionQueryKey)?.is_admin) return
  void import('./admin-prefetch').then(({ prefetchAdminScreen }) => prefetchAdminScreen(url))
}
