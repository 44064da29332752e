import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Skeleton } from '@/components/ui/skeleton'
import { useSession } from '@/lib/session'
import { ChangeEmailSection } from './change-email-section'
import { ChangePasswordSection } from './change-password-section'

// The sections below the first screenful download right after it has painted.
const TwoFactorSection = lazy(() =>
  import('./two-factor-section').then((module) => ({ default: module.TwoFactorSection })),
)
const SessionsSection = lazy(() =>
  import('./sessions-section').then((module) => ({ default: module.SessionsSection })),
)
const PhoneSection = lazy(() =>
  import('./phone-section').then((module) => ({ default: module.PhoneSection })),
)
const SmsSection = lazy(() => import('./sms-section').then((module) => ({ default: module.SmsSection })))
const LanguageSection = lazy(() =>
  import('./language-section').then((module) => ({ default: module.LanguageSection })),
)
const DataSaverSection = lazy(() =>
  import('./data-saver-section').then((module) => ({ default: module.DataSaverSection })),
)
const YourDataSection = lazy(() =>
  import('./your-data-section').then((module) => ({ default: module.YourDataSection })),
)

/** /settings: security, sessions, language and the user's data rights. */
export function SettingsPage() {
  const { t } = useTranslation()
  const { session } = useSession()
  // The route is wrapped in RequireAuth, so the session is there.
  if (!session) return null
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{t('settings.title')}</h1>
        <p className="text-muted-foreground">{t('settings.description')}</p>
      </div>
      <ChangePasswordSection />
      <ChangeEmailSection session={session} />
      <Suspense fallback={<Skeleton className="h-96 w-full rounded-xl" />}>
        <TwoFactorSection session={session} />
        <PhoneSection session={session} />
        <SmsSection />
        <SessionsSection />
        <LanguageSection />
        <DataSaverSection />
        <YourDataSection />
      </Suspense>
    </div>
  )
}
