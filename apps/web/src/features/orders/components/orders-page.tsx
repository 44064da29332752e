import { paymentMessages } from '@soko/shared/payments/payment.constants'
import { CheckCircle2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { OrderList } from './order-list'

/** The route state a payment leaves for /orders (spec 000 section 2: message and orderId). */
function readSuccessMessage(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('message' in state)) return null
  return typeof state.message === 'string' && state.message ? state.message : null
}

/**
 * /orders: the user's orders newest first, with the success message a payment left in route state, shown
 * once (the state is dropped from history, so a reload or Back does not show it again).
 */
export function OrdersPage() {
  const { t } = useTranslation()
  const location = useLocation()
  const navigate = useNavigate()
  const [message] = useState(() => readSuccessMessage(location.state))
  const notice = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!message) return
    notice.current?.focus()
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null })
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('orders.title')}</h1>
      {message && (
        <div
          ref={notice}
          tabIndex={-1}
          role="status"
          className="flex items-center gap-3 rounded-xl border border-primary/40 bg-primary/5 p-4 font-medium outline-none"
          data-testid="orders-success"
        >
          <CheckCircle2 aria-hidden className="size-5 shrink-0 text-primary" />
          {message === paymentMessages.success
            ? t('payment.messages.success')
            : message === paymentMessages.eventSuccess
              ? t('payment.messages.eventSuccess')
              : message}
        </div>
      )}
      <OrderList />
    </div>
  )
}
