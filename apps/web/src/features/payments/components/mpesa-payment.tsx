import { formatMoney } from '@soko/shared/money/format-money'
import {
  formatMpesaPhoneInput,
  mpesaAmount,
  mpesaMessages,
  paymentMessages,
} from '@soko/shared/payments/payment.constants'
import { mpesaPhoneError } from '@soko/shared/payments/mpesa-phone'
import { CheckCircle2 } from 'lucide-react'
import { TriangleAlert } from '@/components/ui/shell-icons'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { fieldControlProps, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/lib/toast'
import type { PaidResult, PayableOrder } from '../payable-order'
import { usePaymentText } from '../payment-text'
import { useMpesaPayment } from '../use-mpesa-payment'

export interface MpesaPaymentProps {
  order: PayableOrder
  defaultPhone: string
  onPaid: (result: PaidResult) => void
  /** True while an attempt is under way (the chooser locks the method). */
  onBusyChange: (busy: boolean) => void
}

/** M-Pesa: the phone, then idle, processing, checking, completed or failed (spec 000 sections 4 and 5). */
export function MpesaPayment({ order, defaultPhone, onPaid, onBusyChange }: MpesaPaymentProps) {
  const { t } = useTranslation()
  const text = usePaymentText()
  const id = useId()
  const phoneId = `${id}-phone`
  const [phone, setPhone] = useState(() => formatMpesaPhoneInput(defaultPhone))
  const [phoneError, setPhoneError] = useState<string | null>(null)
  const phoneInput = useRef<HTMLInputElement>(null)
  const tryAgainButton = useRef<HTMLButtonElement>(null)
  const amount = mpesaAmount(order.mpesaAmount)

  const { state, pay, reset } = useMpesaPayment({
    orderId: order.id,
    amount,
    onPaid: () =>
      onPaid({
        orderId: order.id,
        message: order.isEventBooking ? paymentMessages.eventSuccess : paymentMessages.success,
      }),
    onRequestSent: () =>
      toast.success(t('payment.messages.requestSentTitle'), {
        description: t('payment.messages.requestSent'),
      }),
    onFailed: (message) =>
      toast.error(t('payment.messages.paymentFailedTitle'), { description: text(message) }),
  })

  const busy = state.status === 'processing' || state.status === 'checking' || state.status === 'completed'
  useEffect(() => onBusyChange(busy), [busy, onBusyChange])
  // A failure moves the focus to Try Again, so a keyboard or screen reader user lands on the way out.
  useEffect(() => {
    if (state.status === 'failed') tryAgainButton.current?.focus()
  }, [state.status])

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const error = mpesaPhoneError(phone) ?? (amount < 1 ? mpesaMessages.amountMin : null)
    setPhoneError(error)
    if (error) {
      phoneInput.current?.focus()
      return
    }
    void pay(phone)
  }

  function onTryAgain() {
    reset()
    // The form is back on the next render; give the phone field the focus then.
    requestAnimationFrame(() => phoneInput.current?.focus())
  }

  const shownError = phoneError ? text(phoneError) : undefined
  return (
    <div className="flex flex-col gap-4">
      {state.status !== 'failed' && (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <FormField
            id={phoneId}
            label={t('payment.mpesa.phoneLabel')}
            error={shownError}
            hint={t('payment.mpesa.phoneHint')}
          >
            <Input
              ref={phoneInput}
              {...fieldControlProps(phoneId, shownError, true)}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="0712 345 678"
              value={phone}
              readOnly={busy}
              // The formatter caps the value at 15 characters (spec 000 section 5); a native maxLength would
              // cut a pasted "+254 712 345 678" before the plus and spaces are dropped.
              onChange={(event) => {
                setPhone(formatMpesaPhoneInput(event.target.value))
                if (phoneError) setPhoneError(null)
              }}
            />
          </FormField>
          {amount * 100 !== order.totalCents && (
            <p className="text-sm text-muted-foreground">
              {t('payment.mpesa.wholeShillings', { amount: formatMoney(amount * 100) })}
            </p>
          )}
          <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
            {state.status === 'processing' || state.status === 'checking' ? (
              <Spinner className="text-current" />
            ) : null}
            {t('payment.mpesa.pay', { amount: formatMoney(amount * 100) })}
          </Button>
        </form>
      )}
      <div role="status" aria-live="polite" aria-atomic="true" data-testid="mpesa-status">
        {state.status === 'processing' && (
          <p className="flex items-center gap-2 text-sm">
            <Spinner className="size-4" />
            {t('payment.mpesa.processing')}
          </p>
        )}
        {state.status === 'checking' && (
          <div className="flex flex-col gap-1 rounded-lg border border-[#00a651]/40 bg-[#00a651]/5 p-3">
            <p className="flex items-center gap-2 font-medium">
              <Spinner className="size-4" />
              {t('payment.mpesa.checking')}
            </p>
            <p className="text-sm text-muted-foreground">{t('payment.mpesa.checkingHint')}</p>
          </div>
        )}
        {state.status === 'completed' && (
          <p className="flex items-center gap-2 font-medium text-primary">
            <CheckCircle2 aria-hidden className="size-5" />
            {t('payment.mpesa.completed')}
          </p>
        )}
        {state.status === 'failed' && (
          <div className="flex flex-col items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-3">
            <p className="flex items-center gap-2 font-medium text-destructive" data-testid="mpesa-failure">
              <TriangleAlert aria-hidden className="size-5 shrink-0" />
              {text(state.message)}
            </p>
          </div>
        )}
      </div>
      {state.status === 'failed' && (
        <Button ref={tryAgainButton} variant="outline" onClick={onTryAgain} className="w-full sm:w-auto">
          {t('payment.mpesa.tryAgain')}
        </Button>
      )}
    </div>
  )
}
