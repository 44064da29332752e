import './styles.css'
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { i18nReady } from '@/lib/i18n'
import { Providers } from './providers'
import { readBootData } from './boot-data'
import { prefetchSession } from './route-prefetch'
import { AppRoutes, startFirstScreen } from './router'
import { registerServiceWorker } from './register-service-worker'

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('Root element not found')

// Every page needs to know who is signed in. The server usually put the answer into the page itself;
// otherwise ask at once, while the first screen's code downloads.
if (!readBootData()) prefetchSession()

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
void Promise.all([i18nReady, startFirstScreen(window.location).catch(() => {}), shellPainted]).then(() => {
  const root = createRoot(rootElement)
  startTransition(() => {
    root.render(
      <StrictMode>
        <Providers>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Providers>
      </StrictMode>,
    )
  })
})

registerServiceWorker()
