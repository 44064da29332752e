import { ShieldCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'

/** Signed in without an approved broker record (403 insurance.not_broker): how to apply at the Service Hub. */
export function BrokerAccessRequired() {
  const { t } = useTranslation()
  return (
    <div
      className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center"
      data-testid="broker-access-required"
    >
      <ShieldCheck aria-hidden className="size-12 text-muted-foreground" />
      <h1 className="text-2xl font-bold">{t('insuranceDashboard.access.title')}</h1>
      <p className="text-muted-foreground">{t('insuranceDashboard.access.description')}</p>
      <p className="text-sm text-muted-foreground">{t('insuranceDashboard.access.how')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          <Link to="/service-hub">{t('insuranceDashboard.access.apply')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/insurance">{t('insuranceDashboard.access.browse')}</Link>
        </Button>
      </div>
    </div>
  )
}
