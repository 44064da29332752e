import { paymentMessages } from '@soko/shared/payments/payment.constants'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { ApiError, errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { startPaypalPayment } from '../api/start-paypal-payment'
import type { PayableOrder } from '../payable-order'
import { usePaymentText } from '../payment-text'
import { savePendingPaypalPayment } from '../pending-paypal'

/**
 * PayPal (spec 000 section 4): the server creates the PayPal order, the browser keeps the pending payment in
 * sessionStorage and goes to the approval page; /payment/success or /payment/cancel takes it from there.
 */
export function PaypalPayment({ order }: { order: PayableOrder }) {
  const { t } = useTranslation()
  const text = usePaymentText()
  const [redirecting, setRedirecting] = useState(false)
  const attemptKey = useRef<string | null>(null)

  async function onPay() {
    if (redirecting) return
    setRedirecting(true)
    attemptKey.current ??= crypto.randomUUID()
    try {
      const response = await startPaypalPayment({ orderId: order.id }, attemptKey.current)
      if (!response.success || !response.approvalUrl) {
        attemptKey.current = null
        throw new Error(response.error || paymentMessages.paypalDefault)
      }
      savePendingPaypalPayment({
        orderId: order.id,
        paypalOrderId: response.paypalOrderId,
        isEventBooking: order.isEventBooking,
        amount: order.totalCents / 100,
        currency: 'KES',
        createdAt: Date.now(),
      })
      window.location.assign(response.approvalUrl)
    } catch (error) {
      if (error instanceof ApiError && error.isFromServer) attemptKey.current = null
      const message =
        error instanceof ApiError
          ? errorMessage(error, paymentMessages.paypalDefault)
          : error instanceof Error
            ? error.message
            : paymentMessages.paypalDefault
      toast.error(t('payment.messages.paypalFailedTitle'), { description: text(message) })
      setRedirecting(false)
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">{t('payment.paypal.description')}</p>
      <Button size="lg" onClick={() => void onPay()} disabled={redirecting} className="w-full sm:w-auto">
        {redirecting && <Spinner className="text-current" />}
        {redirecting ? t('payment.paypal.redirecting') : t('payment.paypal.pay')}
      </Button>
      <p role="status" aria-live="polite" className="sr-only">
        {redirecting ? t('payment.paypal.redirecting') : ''}
      </p>
    </div>
  )
}
