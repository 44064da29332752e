// Writes a read the app did not make into the service worker's saved reads (lib/offline-cache.ts). Loaded on
// its own, when a list page came with the HTML and a worker controls the page: the first load does not carry it.
import { apiCacheName, isCacheableApiPath } from './offline-cache'

/**
 * Keeps `body` in the saved reads as the answer of GET `url`, written now: a page that came with the HTML (a
 * list's first page, lib/boot-lists.ts) is a read the app did not make, and a reload without network must still
 * find it where the service worker looks. Nothing when Cache Storage is unavailable or no worker controls the
 * page (nothing would read it back).
 */
export function keepAsSavedRead(url: string, body: unknown) {
  try {
    if (typeof caches === 'undefined' || !navigator.serviceWorker?.controller) return
    if (!isCacheableApiPath(new URL(url, window.location.href).pathname)) return
    const response = new Response(JSON.stringify(body), {
      headers: { 'Content-Type': 'application/json; charset=utf-8', Date: new Date().toUTCString() },
    })
    void caches
      .open(apiCacheName)
      .then((cache) => cache.put(url, response))
      .catch(() => {})
  } catch {
    // Cache Storage unavailable: the read is simply not kept.
  }
}
