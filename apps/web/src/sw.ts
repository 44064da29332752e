/// <reference lib="webworker" />
// The service worker (docs/decisions/017-service-worker.md), built by vite-plugin-pwa (injectManifest) into
// dist/sw.js. What it keeps: the app shell (precached), the screens' code as it is used, the last GET reads of
// the API (network first, the cache only when the network fails or is slow) and pictures (stale while
// revalidate, bounded). What it never touches: anything but GET (writes are never cached nor queued), the
// auth, payment and realtime addresses, and any response the server marks `no-store`.
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies'
import type { WorkboxPlugin } from 'workbox-core/types'
import { apiCacheName, isCacheableApiPath, savedAtHeader } from './lib/offline-cache'

declare const self: ServiceWorkerGlobalScope

self.skipWaiting()
clientsClaim()
cleanupOutdatedCaches()
precacheAndRoute(self.__WB_MANIFEST)

const sameOrigin = (url: URL) => url.origin === self.location.origin

/** A response the server said must not be stored stays out of every cache. */
const respectNoStore: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    /no-store/i.test(response.headers.get('Cache-Control') ?? '') ? null : response,
}

/** A read answered from the cache says so, and since when: the page shows "Showing saved data from HH:MM". */
const markSaved: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null
    const headers = new Headers(cachedResponse.headers)
    headers.set(savedAtHeader, cachedResponse.headers.get('Date') ?? new Date().toUTCString())
    return new Response(await cachedResponse.blob(), {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    })
  },
}

// Pages: always the server's own (it puts the reader's session and the screen's preloads into them); when the
// network fails or takes over 4 s, the precached shell, which asks the API (and so the cache) itself.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && sameOrigin(url) && !/^\/(api|dev|sandbox)\//.test(url.pathname),
  async ({ request }) => {
    try {
      const response = await Promise.race([
        fetch(request),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('slow')), 4000)),
      ])
      return response
    } catch {
      return (await matchPrecache('index.html')) ?? Response.error()
    }
  },
)

// The screens' code, once used: hashed names, never changes.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'soko-assets',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 150, purgeOnQuotaError: true }),
    ],
  }),
)

// The last screens' reads.
registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === 'GET' && isCacheableApiPath(url.pathname),
  new NetworkFirst({
    cacheName: apiCacheName,
    networkTimeoutSeconds: 3,
    plugins: [
      respectNoStore,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 7 * 24 * 60 * 60, purgeOnQuotaError: true }),
      markSaved,
    ],
  }),
)

// Pictures: shown at once from the cache, refreshed behind; at most 120 of them, a month old at most.
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) && request.destination === 'image' && /^\/(demo|uploads|icons)\//.test(url.pathname),
  new StaleWhileRevalidate({
    cacheName: 'soko-pictures',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
)
