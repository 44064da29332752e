import type { BookingStatus } from '@soko/shared/providers/provider.constants'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'

const variants: Record<BookingStatus, 'default' | 'accent' | 'secondary' | 'destructive' | 'outline'> = {
  pending: 'accent',
  confirmed: 'outline',
  in_progress: 'secondary',
  completed: 'default',
  cancelled: 'destructive',
  rejected: 'destructive',
}

/** A booking's status in words (bookingStatusLabels), coloured by how it stands. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation()
  return (
    <Badge variant={variants[status]} data-testid="booking-status">
      {t(`providerPortal.status.${status}`)}
    </Badge>
  )
}
