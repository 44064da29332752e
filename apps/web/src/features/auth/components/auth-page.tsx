import { useQueryClient } from '@tanstack/react-query'
import { Info } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useSearchParams } from 'react-router'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { SimpleTabs } from '@/components/ui/simple-tabs'
import { Spinner } from '@/components/ui/spinner'
import { readAuthRedirectState } from '@/lib/auth-redirect'
import { refreshSession, useSession } from '@/lib/session'
import { authModeSearch, parseAuthMode, type AuthMode } from '../auth-mode'
import { AuthForm } from './auth-form'
import { useDocumentTitle } from '@/lib/document-title'
import { Redirect } from '@/components/redirect'

// The phone tab (and the phone parser with it) downloads when chosen (decision 016).
const PhoneAuthForm = lazy(() =>
  import('./phone-auth-form').then((module) => ({ default: module.PhoneAuthForm })),
)

// Only accounts with two-factor authentication see this step, after their password.
const TwoFactorForm = lazy(() =>
  import('./two-factor-form').then((module) => ({ default: module.TwoFactorForm })),
)

/** /auth: sign in, sign up, reset password; returns to the "from" page once signed in. */
export function AuthPage() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const location = useLocation()
  const [searchParams, setSearchParams] = useSearchParams()
  const { isSignedIn, isLoading } = useSession()
  const [twoFactorStep, setTwoFactorStep] = useState(false)
  const mode = parseAuthMode(searchParams.get('mode'))
  // E-mail is the default way in; ?via=phone opens the phone tab (sign-in and sign-up only).
  const via = mode !== 'reset' && searchParams.get('via') === 'phone' ? 'phone' : 'email'
  function changeVia(next: 'email' | 'phone') {
    const params = new URLSearchParams(searchParams)
    if (next === 'phone') params.set('via', 'phone')
    else params.delete('via')
    setSearchParams(params, { replace: true, state: location.state })
  }
  const { from, message: redirectMessage } = readAuthRedirectState(location.state)
  // The e-mailed unlock link lands here (server route /api/auth/unlock, decision 010).
  const unlock = searchParams.get('unlock')
  const message =
    unlock === 'done'
      ? t('auth.unlock.done')
      : unlock === 'invalid'
        ? t('auth.unlock.invalid')
        : redirectMessage
  useDocumentTitle(twoFactorStep ? t('auth.twoFactor.title') : t(`auth.documentTitle.${mode}`))

  // A signed-in visitor has nothing to do here; this is also how a fresh sign-in leaves.
  if (isSignedIn) return <Redirect to={from} />

  function changeMode(next: AuthMode) {
    setTwoFactorStep(false)
    // Keep the route state, so the "from" page survives a detour through sign-up or reset.
    const params: Record<string, string> = next === 'signin' ? {} : { mode: next }
    if (via === 'phone' && next !== 'reset') params.via = 'phone'
    setSearchParams(params, { replace: true, state: location.state })
  }

  async function signedIn() {
    await refreshSession(queryClient)
  }

  const modeLink = (next: AuthMode) => ({
    to: {
      pathname: '/auth',
      search:
        via === 'phone' && next !== 'reset'
          ? `${authModeSearch(next) ? `${authModeSearch(next)}&` : '?'}via=phone`
          : authModeSearch(next),
    },
    state: location.state,
    replace: true,
  })
  const heading = twoFactorStep ? t('auth.twoFactor.title') : t(`auth.title.${mode}`)

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-8 sm:py-12">
      {message && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-primary/30 bg-primary/5 px-4 py-3 text-sm"
        >
          <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
          {message}
        </p>
      )}
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">{heading}</h1>
          {!twoFactorStep && <CardDescription>{t(`auth.subtitle.${mode}`)}</CardDescription>}
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {isLoading ? (
            <div role="status" className="flex items-center justify-center gap-3 py-8 text-muted-foreground">
              <Spinner />
              <span>{t('common.loading')}</span>
            </div>
          ) : twoFactorStep ? (
            <Suspense fallback={<Spinner className="mx-auto size-6" />}>
              <TwoFactorForm onVerified={signedIn} onCancel={() => setTwoFactorStep(false)} />
            </Suspense>
          ) : (
            <>
              {mode === 'reset' ? (
                <AuthForm
                  mode={mode}
                  onModeChange={changeMode}
                  onSignedIn={signedIn}
                  onTwoFactorRequired={() => setTwoFactorStep(true)}
                />
              ) : (
                <SimpleTabs
                  label={t('auth.phone.methods')}
                  value={via}
                  onValueChange={changeVia}
                  scrollable={false}
                  listClassName="grid w-full grid-cols-2"
                  tabs={[
                    {
                      value: 'email',
                      label: t('auth.phone.emailTab'),
                      content: (
                        <AuthForm
                          mode={mode}
                          onModeChange={changeMode}
                          onSignedIn={signedIn}
                          onTwoFactorRequired={() => setTwoFactorStep(true)}
                        />
                      ),
                    },
                    {
                      value: 'phone',
                      label: t('auth.phone.phoneTab'),
                      content: (
                        <Suspense fallback={<Spinner className="mx-auto size-6" />}>
                          <PhoneAuthForm key={mode} mode={mode} onSignedIn={signedIn} />
                        </Suspense>
                      ),
                    },
                  ]}
                />
              )}
              <nav aria-label={t('auth.otherOptions')} className="flex flex-col items-center gap-2 text-sm">
                {mode === 'signin' && (
                  <>
                    <Link {...modeLink('reset')} className="font-medium text-primary hover:underline">
                      {t('auth.forgotPassword')}
                    </Link>
                    <p className="text-muted-foreground">
                      {t('auth.noAccount')}{' '}
                      <Link {...modeLink('signup')} className="font-medium text-primary hover:underline">
                        {t('auth.createAccount')}
                      </Link>
                    </p>
                  </>
                )}
                {mode === 'signup' && (
                  <p className="text-muted-foreground">
                    {t('auth.haveAccount')}{' '}
                    <Link {...modeLink('signin')} className="font-medium text-primary hover:underline">
                      {t('auth.signInInstead')}
                    </Link>
                  </p>
                )}
                {mode === 'reset' && (
                  <Link {...modeLink('signin')} className="font-medium text-primary hover:underline">
                    {t('auth.backToSignIn')}
                  </Link>
                )}
              </nav>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  )
}
