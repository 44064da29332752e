import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Skeleton } from '@/components/ui/skeleton'
import { useSession } from '@/lib/session'
import { ChangeEmailSection } from './change-email-section'
import { ChangePasswordSection } from './change-password-section'

// The sections below the first screenful download, as one chunk, right after it has painted.
const LowerSections = lazy(() =>
  import('./lower-sections').then((module) => ({ default: module.LowerSections })),
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
        <LowerSections session={session} />
      </Suspense>
    </div>
  )
}
