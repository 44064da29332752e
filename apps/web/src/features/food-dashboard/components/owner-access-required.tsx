import { Store } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'

/** Signed in without an approved vendor account: restaurants belong to vendors (decision 019); how to apply. */
export function OwnerAccessRequired() {
  const { t } = useTranslation()
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <Store aria-hidden className="size-12 text-muted-foreground" />
      <h1 className="text-2xl font-bold">{t('foodDashboard.access.title')}</h1>
      <p className="text-muted-foreground">{t('foodDashboard.access.description')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          <Link to="/service-hub">{t('foodDashboard.access.apply')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">{t('foodDashboard.access.backToMain')}</Link>
        </Button>
      </div>
    </div>
  )
}
