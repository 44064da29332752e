import './styles.css'
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { markAppStarted } from '@/lib/app-start'
import { rememberTimeZone } from '@/lib/date-format'
import { i18nReady } from '@/lib/i18n'
import { queryClient } from '@/lib/query-client'
import { hydratingScreenRenderedFor } from '@/lib/rendered-width'
import { Providers } from './providers'
import { readBootData } from './boot-data'
import { prefetchSession } from './route-prefetch'
import { AppRoutes, startFirstScreen } from './router'
import { hydration } from './lazy-screen'
import { registerServiceWorker } from './register-service-worker'

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('Root element not found')

// Every page needs to know who is signed in. The server usually put the answer into the page itself;
// otherwise ask at once, while the first screen's code downloads.
if (!readBootData()) prefetchSession()

// The screen the server rendered (apps/server/src/plugins/first-screen.ts), its controls inert until the app
// has taken it over; hidden when the reader chose another language than the one it was rendered in (first-screen-start.js).
const serverScreen = rootElement.querySelector<HTMLElement>(':scope > [data-language]')
hydration.serverScreen = serverScreen !== null && !serverScreen.hidden

/** Runs once the first render is on the page (its effects run after React has committed it). */
function Started({ onStarted, children }: { onStarted: () => void; children: ReactNode }) {
  useEffect(onStarted, [onStarted])
  return children
}

const app = (onStarted: () => void) => (
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <Started onStarted={onStarted}>
          <AppRoutes />
        </Started>
      </BrowserRouter>
    </Providers>
  </StrictMode>
)

/** React marks each DOM element it has hydrated with its fiber (a `__reactFiber$…` property). */
const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))

/**
 * Lifts `inert` from the server's screen's controls (marked `data-until-start` by the server) once every one of
 * them has been hydrated. A part whose code is still loading (a lazy section, `<Suspense>` around it) stays the
 * server's HTML after the first commit, and a click on it would be lost: React drops a discrete event it cannot
 * hydrate for. At most 10 s, then lifted anyway. Only the controls are inert, and they are lifted 24 to a frame,
 * in the page's order: each lift restyles its controls, and a hundred at once (an admin list's buttons) took
 * one long task on a slow phone.
 */
function whenInteractive(screen: HTMLElement) {
  const until = performance.now() + 10_000
  const lift = (controls: Element[]) => {
    for (const control of controls.splice(0, 24)) control.removeAttribute('inert')
    if (!controls.length) screen.removeAttribute('data-starting')
    // A page in the background gets no frames: there, the rest at once.
    else if (document.hidden) lift(controls)
    else requestAnimationFrame(() => lift(controls))
  }
  const check = () => {
    const controls = Array.from(screen.querySelectorAll('[data-until-start]'))
    if (performance.now() > until || controls.every(hydrated)) lift(controls)
    else setTimeout(check, 50)
  }
  check()
}

function start() {
  if (serverScreen && hydration.serverScreen) {
    // Hydrated: React adopts the server's DOM (the same screen from the same data) instead of building it again,
    // which on a slow phone is most of the app's start. The reads the page carried are in the query cache; their
    // script is not part of the screen. Where the browser's render differs after all (a time that moved on),
    // React renders that part itself.
    document.getElementById('soko-reads')?.remove()
    hydratingScreenRenderedFor(serverScreen.dataset.phone === 'true')
    // A query whose answer is already stale (a dashboard's figures, staleTime 0) would start its refetch as it
    // subscribes, inside the hydration's commit, and its changed state would make React render that component
    // and everything under it again at once, in one long task. The stale ones are asked again right after,
    // and each screen re-renders only for what it reads of their state.
    const defaults = queryClient.getDefaultOptions()
    queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, refetchOnMount: false } })
    const started = () => {
      hydration.serverScreen = false
      whenInteractive(serverScreen)
      queryClient.setDefaultOptions(defaults)
      // In a task of its own: some screens' effects (those under a Suspense boundary) run after this one, and
      // a query whose state changes before its component has subscribed is rendered again at once, in full.
      setTimeout(() => void queryClient.refetchQueries({ type: 'active', stale: true }), 0)
      // After that refetch, so that work waiting for the start (the live channel's) finds it under way.
      markAppStarted()
    }
    startTransition(() => {
      hydrateRoot(serverScreen, app(started), {
        onRecoverableError(error) {
          console.warn('First screen rendered again:', error)
        },
      })
    })
    return
  }
  const root = createRoot(rootElement!)
  startTransition(() => root.render(app(markAppStarted)))
}

// The static shell of index.html stays on view until the first screen's code and, for a reader who chose
// Kiswahili, its texts have arrived; then one render paints the page (no loading flash in between).
// The first render is a transition: React renders it in slices and lets the browser breathe between them,
// instead of one long task that keeps a slow phone from answering a tap (Lighthouse's total blocking time).
// The static shell gets a frame of its own first: without it, on a fast link the app's scripts can arrive and
// run before the browser's first frame, and nothing is painted until React has rendered (issue 19).
const shellPainted = new Promise<void>((resolve) => {
  // A page opened in the background gets no animation frames: do not wait for one there.
  if (document.visibilityState === 'hidden') resolve()
  else requestAnimationFrame(() => setTimeout(resolve, 0))
})
void Promise.all([
  i18nReady,
  startFirstScreen(window.location, { prefetch: !hydration.serverScreen }).catch(() => {}),
  shellPainted,
]).then(start)

registerServiceWorker()
rememberTimeZone()
