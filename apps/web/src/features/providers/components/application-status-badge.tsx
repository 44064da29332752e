import type { HubCategoryStatus } from '@soko/shared/providers/provider.constants'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'

const variants: Record<HubCategoryStatus, 'default' | 'accent' | 'destructive' | 'outline'> = {
  none: 'outline',
  pending: 'accent',
  approved: 'default',
  rejected: 'destructive',
}

/** Not Applied, Pending Review, Approved or Rejected (spec 001 section 4). */
export function ApplicationStatusBadge({ status }: { status: HubCategoryStatus }) {
  const { t } = useTranslation()
  return (
    <Badge variant={variants[status]} data-testid="application-status">
      {t(`providerHub.status.${status}`)}
    </Badge>
  )
}
