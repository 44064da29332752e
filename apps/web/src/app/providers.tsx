import '@/lib/i18n'
import { QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense, type ReactNode } from 'react'
import { queryClient } from '@/lib/query-client'

// Toasts only follow user actions, so the toaster's code can arrive just after the first paint.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

/**
 * App-wide providers. The tooltip provider lives in the page shell (components/layout/app-shell.tsx),
 * the only place with tooltips, so Radix's popper code stays out of the first-load bundle.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
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
      </Suspense>
    </QueryClientProvider>
  )
}
