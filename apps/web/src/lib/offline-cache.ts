// What the service worker (src/sw.ts) and the page agree on about saved API reads
// (docs/decisions/017-service-worker.md). Kept free of imports: the page's first load carries it.

/** The Cache Storage name of the saved API reads; the page empties it at sign-out. */
export const apiCacheName = 'soko-api'

/** Set by the service worker on a read it answered from the cache: when the server wrote it (HTTP date). */
export const savedAtHeader = 'X-Soko-Saved-At'

/**
 * GET reads worth keeping for the next time the network is gone: the catalogue, adverts, services and the
 * reader's own lists. Never the session and sign-in (auth), payments (a stale "pending" would mislead),
 * the realtime socket, nor the development mailbox.
 */
export function isCacheableApiPath(pathname: string) {
  return pathname.startsWith('/api/') && !/^\/api\/(auth|payments|realtime|health)(\/|$)/.test(pathname)
}

/** Forgets every saved read (sign-out: the next reader of this browser must not see them). */
export async function forgetSavedReads() {
  try {
    if (typeof caches !== 'undefined') await caches.delete(apiCacheName)
  } catch {
    // Cache Storage unavailable (private mode in some browsers): nothing was saved.
  }
}
