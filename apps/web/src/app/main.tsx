import './styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { Providers } from './providers'
import { createRouter } from './router'

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('Root element not found')

const router = createRouter()

createRoot(rootElement).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
)
