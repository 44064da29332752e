import type { ApplicationStatus } from '@soko/shared/providers/provider.constants'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'

const variants = { pending: 'accent', approved: 'default', rejected: 'destructive' } as const

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation()
  return (
    <Badge variant={variants[status]} data-testid="application-status">
      {t(`serviceApplications.status.${status}`)}
    </Badge>
  )
}
