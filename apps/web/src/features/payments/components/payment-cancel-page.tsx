import { CircleX } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { readPendingPaypalPayment } from '../pending-paypal'
import { PaymentReturnCard } from './payment-return-card'

/**
 * /payment/cancel (spec 001 section 8): Try Again (/checkout) and Continue Shopping (/). Try Again pays the
 * same order again, which still holds its items, instead of placing a second one.
 */
export function PaymentCancelPage() {
  const { t } = useTranslation()
  const [pending] = useState(readPendingPaypalPayment)
  const title = useRef<HTMLHeadingElement>(null)
  useEffect(() => title.current?.focus(), [])
  return (
    <>
      <PaymentReturnCard
        icon={CircleX}
        iconClassName="text-muted-foreground"
        title={t('payment.return.cancelledTitle')}
        titleRef={title}
        actions={
          <>
            <Button asChild>
              <Link
                to="/checkout"
                state={
                  pending ? { orderId: pending.orderId, isEventBooking: pending.isEventBooking } : undefined
                }
              >
                {t('payment.return.tryAgain')}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/">{t('payment.return.continueShopping')}</Link>
            </Button>
          </>
        }
      >
        <p className="text-muted-foreground">{t('payment.return.cancelledText')}</p>
      </PaymentReturnCard>
    </>
  )
}
