// Route loaders that start a screen's first API call at the start of navigation, in parallel with the
// download of the screen's code, instead of after it has rendered. They never wait: the screen reads the
// same query from TanStack Query's cache (or waits for it) as usual.
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router'
import { billboardQueryOptions } from '@/features/adverts/api/get-adverts'
import { productQueryOptions } from '@/features/shop/api/get-product'
import { productListQueryOptions } from '@/features/shop/api/get-products'
import { parseShopFilters, toProductListParams } from '@/features/shop/shop-filters'
import { queryClient } from '@/lib/query-client'
import { sessionQueryOptions } from '@/lib/session'

/** Every page needs to know who is signed in; ask at once rather than after the first render. */
export function prefetchSession() {
  void queryClient.prefetchQuery(sessionQueryOptions)
  return null
}

export function prefetchHome() {
  void queryClient.prefetchQuery(billboardQueryOptions)
  return null
}

export function prefetchShop({ request }: LoaderFunctionArgs) {
  const filters = parseShopFilters(new URL(request.url).searchParams)
  void queryClient.prefetchInfiniteQuery(productListQueryOptions(toProductListParams(filters)))
  return null
}

/**
 * The shop writes its search and filters into the URL as the user types; the shop screen itself asks for
 * those (debounced), so the loader runs only when the shop is entered.
 */
export function onlyOnEntry({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname
}

export function prefetchProduct({ params }: LoaderFunctionArgs) {
  if (params.id) void queryClient.prefetchQuery(productQueryOptions(params.id))
  return null
}
