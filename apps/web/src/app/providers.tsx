import '@/lib/i18n'
import { QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { queryClient } from '@/lib/query-client'
import { registerToasterHost, toasterIsMounted } from '@/lib/toast'

// Toasts only follow user actions (or a failed load), so the toaster's code arrives with the first one.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

/** Tells lib/toast that the Toaster is on the page, so the waiting toast can be shown. */
function ToasterMounted() {
  useEffect(() => toasterIsMounted(), [])
  return null
}

/**
 * App-wide providers. The tooltip provider lives with the tooltips (components/layout/label-tooltip.tsx),
 * so Radix's popper code stays out of the first-load bundle.
 */
export function Providers({ children }: { children: ReactNode }) {
  const [toasterWanted, setToasterWanted] = useState(false)
  useEffect(() => registerToasterHost(() => setToasterWanted(true)), [])
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {toasterWanted && (
        <Suspense fallback={null}>
          {/* Spec section 9: top right, up to 3 visible, 4000 ms. Below the 4 rem header, so a toast
              never covers the cart, the bell or the user menu. */}
          <Toaster
            position="top-right"
            offset={{ top: '4.5rem', right: '1rem' }}
            mobileOffset={{ top: '4.5rem', right: '0.5rem', left: '0.5rem' }}
            visibleToasts={3}
            duration={4000}
            richColors
            closeButton
            theme="system"
          />
          <ToasterMounted />
        </Suspense>
      )}
    </QueryClientProvider>
  )
}
