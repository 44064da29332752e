import { ArrowLeft } from 'lucide-react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { authRedirectState } from '@/lib/auth-redirect'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { isProviderCategory } from '../application-form'
import { useDocumentTitle } from '@/lib/document-title'

// The form (react-hook-form and the fields) is its own chunk, fetched as soon as this screen renders, in
// parallel with the session it waits for anyway; the screen's first load stays under the 150 KB budget.
const loadForm = () => import('./registration-form')
const RegistrationForm = lazy(() => loadForm().then((module) => ({ default: module.RegistrationForm })))

/**
 * /service-provider-registration?category= (spec 001 sections 2 and 8). A signed-out visitor gets the
 * "Authentication Required" toast and goes to /auth, which brings them back here after signing in.
 */
export function RegistrationPage() {
  useState(() => void loadForm().catch(() => undefined))
  const { t } = useTranslation()
  const { session, isSignedIn, isLoading } = useSession()
  const location = useLocation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const requested = params.get('category')
  const category = isProviderCategory(requested) ? requested : null
  const redirected = useRef(false)
  // Signing out navigates home first: wait for that instead of sending the reader to /auth.
  const leaving = window.location.pathname !== location.pathname

  useEffect(() => {
    if (isLoading || isSignedIn || leaving || redirected.current) return
    redirected.current = true
    // On the first page load this effect runs before the app's providers have registered the toaster host
    // (a child's effects run before its parents'); a toast asked for then would be lost, so ask a tick later.
    setTimeout(() =>
      toast.error(t('providerHub.form.authTitle'), { description: t('providerHub.form.authDescription') }),
    )
    void navigate('/auth', { replace: true, state: authRedirectState(location) })
  }, [isLoading, isSignedIn, leaving, location, navigate, t])

  const title = category
    ? t('providerHub.form.titleFor', { category: t(`providerHub.categories.${category}.label`) })
    : t('providerHub.form.title')
  useDocumentTitle(title)

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:py-8">
      <div>
        <Button asChild variant="ghost" className="-ml-3">
          <Link to="/service-hub">
            <ArrowLeft aria-hidden />
            {t('providerHub.form.back')}
          </Link>
        </Button>
      </div>
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{title}</h1>
        <p className="text-muted-foreground">{t('providerHub.form.subtitle')}</p>
      </header>
      {session ? (
        <Suspense fallback={<Loading />}>
          {/* A new category in the URL starts a new form. */}
          <RegistrationForm key={category ?? ''} category={category} email={session.user.email} />
        </Suspense>
      ) : (
        <Loading />
      )}
    </div>
  )
}

function Loading() {
  const { t } = useTranslation()
  return (
    <div role="status" className="flex min-h-[30svh] items-center justify-center gap-3 text-muted-foreground">
      <Spinner />
      <span>{t('providerHub.loading')}</span>
    </div>
  )
}
