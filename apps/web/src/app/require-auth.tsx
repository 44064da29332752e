import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { Spinner } from '@/components/ui/spinner'
import { authRedirectState } from '@/lib/auth-redirect'
import { useSession } from '@/lib/session'
import { Redirect } from '@/components/redirect'

export interface RequireAuthProps {
  children: ReactNode
  /** A notice the auth screen shows, e.g. "Please log in to proceed to checkout." */
  message?: string
}

/**
 * Wraps a screen that needs an account: a spinner while the session loads, then either the screen or
 * a redirect to /auth that remembers this page (pathname and search), so sign-in comes back here.
 */
export function RequireAuth({ children, message }: RequireAuthProps) {
  const { t } = useTranslation()
  const { isSignedIn, isLoading } = useSession()
  const location = useLocation()
  // Signing out (or deleting the account) navigates home first: while that navigation is under way (the
  // address bar has moved on, the screen not yet), wait for it instead of sending the visitor to /auth.
  const leaving = window.location.pathname !== location.pathname

  if (isLoading || (!isSignedIn && leaving)) {
    return (
      <div
        role="status"
        className="flex min-h-[50svh] items-center justify-center gap-3 text-muted-foreground"
      >
        <Spinner />
        <span>{t('account.loadingUser')}</span>
      </div>
    )
  }
  if (!isSignedIn) return <Redirect to="/auth" state={authRedirectState(location, message)} />
  return children
}
