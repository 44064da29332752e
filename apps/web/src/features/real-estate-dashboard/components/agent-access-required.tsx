import { Building2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'

/** Signed in without a verified agent record (403 real_estate.not_agent): how to apply at the Service Hub. */
export function AgentAccessRequired() {
  const { t } = useTranslation()
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <Building2 aria-hidden className="size-12 text-muted-foreground" />
      <h1 className="text-2xl font-bold">{t('realEstateDashboard.access.title')}</h1>
      <p className="text-muted-foreground">{t('realEstateDashboard.access.description')}</p>
      <p className="text-sm text-muted-foreground">{t('realEstateDashboard.access.how')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          <Link to="/service-hub">{t('realEstateDashboard.access.apply')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/real-estate">{t('realEstateDashboard.access.browse')}</Link>
        </Button>
      </div>
    </div>
  )
}
