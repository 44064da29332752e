import { Car } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'

/** Signed in without an approved driver record (403 drivers.not_driver): how to apply at the provider hub. */
export function DriverAccessRequired() {
  const { t } = useTranslation()
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <Car aria-hidden className="size-12 text-muted-foreground" />
      <h1 className="text-2xl font-bold">{t('driverDashboard.access.title')}</h1>
      <p className="text-muted-foreground">{t('driverDashboard.access.description')}</p>
      <p className="text-sm text-muted-foreground">{t('driverDashboard.access.how')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          <Link to="/service-hub">{t('driverDashboard.access.apply')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">{t('driverDashboard.access.backToMain')}</Link>
        </Button>
      </div>
    </div>
  )
}
