/**
 * Registers the service worker (src/sw.ts, built to /sw.js; decision 017) once the page has loaded, so its
 * download and first precache never compete with the first screen. Production builds only: the development
 * server has no worker, and a stale one would serve old code there.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const register = () => {
    // Idle time after load; a plain timeout where requestIdleCallback is missing (Safari).
    const later = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1000))
    later(() => {
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
        // No worker (private mode, an old browser): the app works online as before.
      })
    })
  }
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
