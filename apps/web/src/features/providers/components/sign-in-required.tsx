import { LogIn } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { authRedirectState } from '@/lib/auth-redirect'

/** For a signed-out visitor (spec 001 section 2): the hub stays browsable; applying needs an account. */
export function SignInRequired() {
  const { t } = useTranslation()
  const location = useLocation()
  const titleId = useId()
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      className="flex flex-col items-start gap-3 border-primary/40 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6"
      data-testid="sign-in-required"
    >
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="text-lg font-semibold">
          {t('providerHub.signInRequired.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('providerHub.signInRequired.description')}</p>
      </div>
      <Button asChild>
        <Link to="/auth" state={authRedirectState(location)}>
          <LogIn aria-hidden />
          {t('providerHub.signInRequired.action')}
        </Link>
      </Button>
    </Card>
  )
}
