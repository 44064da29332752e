import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { Spinner } from '@/components/ui/spinner'
import { authRedirectState } from '@/lib/auth-redirect'
import { useSession } from '@/lib/session'
import { useAdminNotices } from '../use-admin-notices'
import { AccessDenied } from './access-denied'
import { AdminNav } from './admin-nav'
import { Redirect } from '@/components/redirect'

/**
 * Around every admin screen (spec 001 section 6): "Checking permissions..." while the session loads, /auth
 * (and back here) when signed out, Access Denied without the admin role, else the section nav and the screen.
 * The server checks the role again on every call.
 */
export function AdminArea({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const { isSignedIn, isAdmin, isLoading } = useSession()
  const location = useLocation()
  // Signing out navigates home first: wait for that instead of sending the reader to /auth.
  const leaving = window.location.pathname !== location.pathname

  if (isLoading || (!isSignedIn && leaving)) {
    return (
      <div
        role="status"
        className="flex min-h-[50svh] items-center justify-center gap-3 text-muted-foreground"
      >
        <Spinner />
        <span>{t('admin.checking')}</span>
      </div>
    )
  }
  if (!isSignedIn) return <Redirect to="/auth" state={authRedirectState(location)} />
  if (!isAdmin) return <AccessDenied />
  return <AdminLayout>{children}</AdminLayout>
}

function AdminLayout({ children }: { children: ReactNode }) {
  useAdminNotices()
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-6 2xl:flex-row 2xl:gap-8">
      <AdminNav />
      <div className="flex min-w-0 flex-1 flex-col gap-6">{children}</div>
    </div>
  )
}
