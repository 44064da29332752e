import type { ParseKeys } from 'i18next'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * The key of a route's title in en.json. A route module exports it (`export const title: RouteTitle = ...`),
 * so its text travels in that screen's chunk (build/english-strings-plugin.ts) and not in the entry.
 */
export type RouteTitle = ParseKeys

// One screen is on view at a time: its own title (a product's name, an order's reference) if it has one,
// else its route's.
let routeTitle = ''
let screenTitle: string | undefined
const apply = () => {
  document.title = screenTitle ?? routeTitle
}

/** "Shop - Soko"; without a title, the home page's "Soko - Africa's Smart Marketplace" (in the reader's language). */
function useFormatted(title: string | undefined) {
  const { t } = useTranslation()
  const appName = t('common.appName')
  return title ? `${title} - ${appName}` : `${appName} - ${t('common.tagline')}`
}

/** Used by the router (app/lazy-screen.tsx) for every route: the route module's title, or the home page's. */
export function useRouteTitle(key: RouteTitle | undefined) {
  const { t } = useTranslation()
  const text = useFormatted(key && t(key))
  useEffect(() => {
    routeTitle = text
    apply()
  }, [text])
}

/**
 * For a screen whose title depends on its data (a product's name, an order's reference, a provider's name):
 * it replaces the route's title while the screen shows it; `undefined` (still loading) keeps the route's.
 */
export function useDocumentTitle(title: string | undefined) {
  const text = useFormatted(title)
  const own = title === undefined ? undefined : text
  useEffect(() => {
    if (own === undefined) return
    screenTitle = own
    apply()
    return () => {
      screenTitle = undefined
      apply()
    }
  }, [own])
}
