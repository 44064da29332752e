import { type ReactNode, Suspense } from 'react'
import { useLocation } from 'react-router'
import { RouteErrorBoundary } from './route-error-boundary'
import { RouteFallback } from './route-fallback'

/**
 * Around the screens: an error (a failed chunk download included) shows the error screen until the reader
 * goes elsewhere; a screen whose code is still downloading shows the fallback (navigations keep the current
 * screen on view instead, since React Router renders them in a transition).
 */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<RouteFallback />}>{children}</Suspense>
    </RouteErrorBoundary>
  )
}
