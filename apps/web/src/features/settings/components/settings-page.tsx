import { useTranslation } from 'react-i18next'
import { useSession } from '@/lib/session'
import { ChangeEmailSection } from './change-email-section'
import { ChangePasswordSection } from './change-password-section'
import { LanguageSection } from './language-section'
import { SessionsSection } from './sessions-section'
import { TwoFactorSection } from './two-factor-section'
import { YourDataSection } from './your-data-section'

/** /settings: security, sessions, language and the user's data rights. */
export function SettingsPage() {
  const { t } = useTranslation()
  const { session } = useSession()
  // The route is wrapped in RequireAuth, so the session is there.
  if (!session) return null
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <title>{`${t('settings.title')} - ${t('common.appName')}`}</title>
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{t('settings.title')}</h1>
        <p className="text-muted-foreground">{t('settings.description')}</p>
      </div>
      <ChangePasswordSection />
      <ChangeEmailSection session={session} />
      <TwoFactorSection session={session} />
      <SessionsSection />
      <LanguageSection />
      <YourDataSection />
    </div>
  )
}
