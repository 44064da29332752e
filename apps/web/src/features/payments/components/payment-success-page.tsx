import { paymentMessages } from '@soko/shared/payments/payment.constants'
import { CheckCircle2 } from 'lucide-react'
import { LoaderCircle, TriangleAlert } from '@/components/ui/shell-icons'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useSearchParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { ApiError, errorMessage } from '@/lib/api-client'
import { authRedirectState } from '@/lib/auth-redirect'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { capturePaypalPayment } from '../api/capture-paypal-payment'
import { clearPendingPaypalPayment, readPendingPaypalPayment } from '../pending-paypal'
import { usePaymentText } from '../payment-text'
import { PaymentReturnCard } from './payment-return-card'
import { useDocumentTitle } from '@/lib/document-title'
import { Redirect } from '@/components/redirect'

type Outcome =
  | { status: 'finalizing' }
  | { status: 'paid'; message: string; ticketsOrderId: string | null }
  | { status: 'failed'; message: string; orderId: string | null }

/** Captures once per PayPal order, even if the page mounts twice (React's development double effects). */
const captures = new Map<string, ReturnType<typeof capturePaypalPayment>>()

/**
 * /payment/success, PayPal's return address (spec 001 section 8, Card-wallet return): Finalizing Payment
 * while the server captures, then Payment Successful with Continue Shopping and View Orders.
 */
export function PaymentSuccessPage({ onPaid }: { onPaid: () => void }) {
  const { t } = useTranslation()
  const text = usePaymentText()
  const location = useLocation()
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')?.trim() ?? ''
  const { isSignedIn, isLoading } = useSession()
  const [outcome, setOutcome] = useState<Outcome>({ status: 'finalizing' })
  const title = useRef<HTMLHeadingElement>(null)
  const paidCallback = useRef(onPaid)
  useEffect(() => {
    paidCallback.current = onPaid
  })

  const missingToken = !token
  const signedOut = !isLoading && !isSignedIn && !missingToken

  useEffect(() => {
    if (missingToken) {
      toast.error(t('payment.messages.missingPaypalToken'))
      setOutcome({ status: 'failed', message: paymentMessages.missingPaypalToken, orderId: null })
      return
    }
    if (isLoading) return
    // Signed out: the auth screen says why (spec: 'You must be signed in to complete the order.' then /auth).
    if (!isSignedIn) return
    const pending = readPendingPaypalPayment()
    let capture = captures.get(token)
    if (!capture) {
      capture = capturePaypalPayment({ orderId: token })
      captures.set(token, capture)
    }
    let current = true
    capture.then(
      (response) => {
        if (!current) return
        if (!response.success) {
          captures.delete(token)
          const message = response.error || paymentMessages.paypalCaptureFailed
          toast.error(text(message))
          setOutcome({ status: 'failed', message, orderId: pending?.orderId ?? null })
          return
        }
        clearPendingPaypalPayment()
        paidCallback.current()
        setOutcome({
          status: 'paid',
          message: pending?.isEventBooking ? paymentMessages.eventSuccess : paymentMessages.success,
          // An event booking's tickets are on its order's page.
          ticketsOrderId: pending?.isEventBooking ? pending.orderId : null,
        })
      },
      (error: unknown) => {
        if (!current) return
        captures.delete(token)
        const message =
          error instanceof ApiError
            ? errorMessage(error, paymentMessages.paypalCompleteFailed)
            : paymentMessages.paypalCompleteFailed
        toast.error(text(message))
        setOutcome({ status: 'failed', message, orderId: pending?.orderId ?? null })
      },
    )
    return () => {
      current = false
    }
    // `text` and `t` change with the language only; the capture must not run again for that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, missingToken, isLoading, isSignedIn])

  useDocumentTitle(
    t(
      outcome.status === 'paid'
        ? 'payment.return.successTitle'
        : outcome.status === 'failed'
          ? 'payment.return.failedTitle'
          : 'payment.return.finalizing',
    ),
  )

  // The new state's title takes the focus, so a screen reader reads the outcome.
  useEffect(() => {
    if (outcome.status !== 'finalizing') title.current?.focus()
  }, [outcome.status])

  if (signedOut) {
    return <Redirect to="/auth" state={authRedirectState(location, paymentMessages.signInToComplete)} />
  }

  return (
    <>
      {outcome.status === 'finalizing' ? (
        <div role="status" aria-live="polite">
          <PaymentReturnCard
            icon={LoaderCircle}
            iconClassName="animate-spin text-primary"
            title={t('payment.return.finalizing')}
          >
            <p className="text-muted-foreground">{t('payment.return.finalizingHint')}</p>
          </PaymentReturnCard>
        </div>
      ) : outcome.status === 'paid' ? (
        <PaymentReturnCard
          icon={CheckCircle2}
          iconClassName="text-primary"
          title={t('payment.return.successTitle')}
          titleRef={title}
          actions={
            <>
              <Button asChild variant="outline">
                <Link to="/">{t('payment.return.continueShopping')}</Link>
              </Button>
              <Button asChild variant={outcome.ticketsOrderId ? 'outline' : 'default'}>
                <Link to="/orders">{t('payment.return.viewOrders')}</Link>
              </Button>
              {outcome.ticketsOrderId && (
                <Button asChild>
                  <Link to={`/orders/${outcome.ticketsOrderId}`}>{t('payment.return.viewTickets')}</Link>
                </Button>
              )}
            </>
          }
        >
          <p role="status">{text(outcome.message)}</p>
        </PaymentReturnCard>
      ) : (
        <PaymentReturnCard
          icon={TriangleAlert}
          iconClassName="text-destructive"
          title={t('payment.return.failedTitle')}
          titleRef={title}
          actions={
            <>
              <Button asChild>
                <Link to="/checkout" state={outcome.orderId ? { orderId: outcome.orderId } : undefined}>
                  {t('payment.return.tryAgain')}
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/">{t('payment.return.continueShopping')}</Link>
              </Button>
            </>
          }
        >
          <p role="alert" className="text-destructive">
            {text(outcome.message)}
          </p>
        </PaymentReturnCard>
      )}
    </>
  )
}
