import type { OrderStatus, PaymentStatus } from '@soko/shared/orders/order.constants'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'

// Spec 001 section 4: default for completed, secondary for pending, outline for processing, destructive for
// cancelled. Paid is the money's good news: the accent.
const statusVariants = {
  pending: 'secondary',
  paid: 'accent',
  processing: 'outline',
  completed: 'default',
  cancelled: 'destructive',
} as const satisfies Record<OrderStatus, string>

const paymentVariants = {
  pending: 'outline',
  paid: 'default',
  failed: 'destructive',
} as const satisfies Record<PaymentStatus, string>

/**
 * An order's status and its payment's status. A paid order's payment is paid too, and both read "Paid": one
 * badge then says it for both; they stay two whenever they say different things (Pending / Awaiting payment,
 * Processing / Paid).
 */
export function OrderBadges({
  status,
  paymentStatus,
}: {
  status: OrderStatus
  paymentStatus: PaymentStatus
}) {
  const { t } = useTranslation()
  if (t(`orders.status.${status}`) === t(`orders.paymentStatus.${paymentStatus}`)) {
    return (
      <Badge variant={statusVariants[status]} data-testid="order-status">
        <span className="sr-only">{t('orders.orderAndPaymentStatus')}: </span>
        {t(`orders.status.${status}`)}
      </Badge>
    )
  }
  return (
    <>
      <OrderStatusBadge status={status} />
      <PaymentStatusBadge status={paymentStatus} />
    </>
  )
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation()
  return (
    <Badge variant={statusVariants[status]} data-testid="order-status">
      <span className="sr-only">{t('orders.orderStatus')}: </span>
      {t(`orders.status.${status}`)}
    </Badge>
  )
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation()
  return (
    <Badge variant={paymentVariants[status]} data-testid="payment-status">
      <span className="sr-only">{t('orders.paymentStatusLabel')}: </span>
      {t(`orders.paymentStatus.${status}`)}
    </Badge>
  )
}
