import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import type { AdminOrderStatus } from '../api/admin-types'

// Spec 001 section 4: default for completed, secondary for pending, outline for processing, destructive for
// cancelled (paid: the accent, as in the customer's orders).
const variants = {
  pending: 'secondary',
  paid: 'accent',
  processing: 'outline',
  completed: 'default',
  cancelled: 'destructive',
} as const satisfies Record<AdminOrderStatus, string>

export function OrderStatusBadge({ status }: { status: AdminOrderStatus }) {
  const { t } = useTranslation()
  return <Badge variant={variants[status]}>{t(`admin.orders.status.${status}`)}</Badge>
}
