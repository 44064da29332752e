import { ShieldAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'

/** Spec 001 section 2: signed in without an approved provider profile. Apply Now leads to the hub. */
export function AccessRequired() {
  const { t } = useTranslation()
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <ShieldAlert aria-hidden className="size-12 text-accent-foreground" />
      <h1 className="text-2xl font-bold">{t('providerPortal.access.title')}</h1>
      <p className="text-muted-foreground">{t('providerPortal.access.description')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          <Link to="/service-hub">{t('providerPortal.access.applyNow')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">{t('providerPortal.nav.backToMain')}</Link>
        </Button>
      </div>
    </div>
  )
}
