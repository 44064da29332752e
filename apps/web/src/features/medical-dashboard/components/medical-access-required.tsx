import { Stethoscope } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'

/**
 * Signed in without an approved medical provider record (403 medical.not_medical_provider): how to apply as a
 * Medical Provider at the Service Hub.
 */
export function MedicalAccessRequired() {
  const { t } = useTranslation()
  return (
    <div
      className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center"
      data-testid="medical-access-required"
    >
      <Stethoscope aria-hidden className="size-12 text-muted-foreground" />
      <h1 className="text-2xl font-bold">{t('medicalDashboard.access.title')}</h1>
      <p className="text-muted-foreground">{t('medicalDashboard.access.description')}</p>
      <p className="text-sm text-muted-foreground">{t('medicalDashboard.access.how')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          <Link to="/service-hub">{t('medicalDashboard.access.apply')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/medical">{t('medicalDashboard.access.browse')}</Link>
        </Button>
      </div>
    </div>
  )
}
