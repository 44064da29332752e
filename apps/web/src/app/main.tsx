import './styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { i18nReady } from '@/lib/i18n'
import { Providers } from './providers'
import { prefetchSession } from './route-prefetch'
import { AppRoutes, preloadScreens } from './router'

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('Root element not found')

// Every page needs to know who is signed in: ask at once, while the first screen's code downloads.
prefetchSession()

// The static shell of index.html stays on view until the first screen's code and, for a reader who chose
// Kiswahili, its texts have arrived; then one render paints the page (no loading flash in between).
void Promise.all([i18nReady, preloadScreens(window.location.pathname).catch(() => {})]).then(() => {
  createRoot(rootElement).render(
    <StrictMode>
      <Providers>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  )
})
