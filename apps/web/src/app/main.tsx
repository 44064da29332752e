import './styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { i18nReady } from '@/lib/i18n'
import { Providers } from './providers'
import { createRouter } from './router'

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('Root element not found')

const router = createRouter()

// A reader who chose Kiswahili gets its texts before the first paint (English needs no wait).
void i18nReady.then(() => {
  createRoot(rootElement).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  )
})
