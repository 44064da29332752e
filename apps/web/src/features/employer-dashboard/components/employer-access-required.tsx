import { BriefcaseBusiness } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'

/**
 * Signed in but not an employer (403 jobs.not_employer, decision 023): who may post (approved vendors and
 * service providers, or an account an administrator made an employer) and the way there.
 */
export function EmployerAccessRequired() {
  const { t } = useTranslation()
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <BriefcaseBusiness aria-hidden className="size-12 text-muted-foreground" />
      <h1 className="text-2xl font-bold">{t('employerDashboard.access.title')}</h1>
      <p className="text-muted-foreground">{t('employerDashboard.access.description')}</p>
      <p className="text-sm text-muted-foreground">{t('employerDashboard.access.how')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          <Link to="/service-hub">{t('employerDashboard.access.hub')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/jobs">{t('employerDashboard.access.jobs')}</Link>
        </Button>
      </div>
    </div>
  )
}
