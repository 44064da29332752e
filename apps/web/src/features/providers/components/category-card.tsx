import {
  providerDashboards,
  type HubCategoryStatus,
  type ProviderCategory,
} from '@soko/shared/providers/provider.constants'
import { ArrowRight, Clock, LayoutDashboard, RotateCcw } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { categoryIcons } from '../category-icons'
import { ApplicationStatusBadge } from './application-status-badge'

export const registrationPath = (category: ProviderCategory) =>
  `/service-provider-registration?category=${encodeURIComponent(category)}`

/**
 * One category of the hub; its action follows the user's status (spec 001 section 2): approved opens the
 * category's dashboard, pending waits (Under Review, disabled), rejected may apply again and shows why, none
 * applies. Each action is described by the card's title, so "Apply Now" names its category to a screen reader.
 */
export function CategoryCard({
  category,
  status,
  reason,
}: {
  category: ProviderCategory
  status: HubCategoryStatus
  /** The admin's notes on a rejected application. */
  reason?: string | null
}) {
  const { t } = useTranslation()
  const titleId = useId()
  const Icon = categoryIcons[category]
  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-4 p-4 sm:p-6"
      data-testid="category-card"
      data-category={category}
    >
      <div className="flex items-start justify-between gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon aria-hidden className="size-6" />
        </span>
        <ApplicationStatusBadge status={status} />
      </div>
      <div className="flex flex-1 flex-col gap-1">
        <h2 id={titleId} className="text-lg font-semibold leading-tight">
          {t(`providerHub.categories.${category}.label`)}
        </h2>
        <p className="text-sm text-muted-foreground">{t(`providerHub.categories.${category}.description`)}</p>
      </div>
      {status === 'rejected' && (
        <p
          className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm break-words"
          data-testid="rejection-reason"
        >
          {reason ? t('providerHub.reason', { reason }) : t('providerHub.noReason')}
        </p>
      )}
      {status === 'approved' ? (
        <Button asChild className="w-full">
          <Link to={providerDashboards[category]} aria-describedby={titleId}>
            <LayoutDashboard aria-hidden />
            {t('providerHub.actions.dashboard')}
          </Link>
        </Button>
      ) : status === 'pending' ? (
        <Button variant="secondary" disabled className="w-full" aria-describedby={titleId}>
          <Clock aria-hidden />
          {t('providerHub.actions.underReview')}
        </Button>
      ) : status === 'rejected' ? (
        <Button asChild variant="outline" className="w-full">
          <Link to={registrationPath(category)} aria-describedby={titleId}>
            <RotateCcw aria-hidden />
            {t('providerHub.actions.reapply')}
          </Link>
        </Button>
      ) : (
        <Button asChild className="w-full">
          <Link to={registrationPath(category)} aria-describedby={titleId}>
            {t('providerHub.actions.apply')}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      )}
    </Card>
  )
}
