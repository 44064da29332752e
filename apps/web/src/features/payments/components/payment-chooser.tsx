import { paymentMethods, type PaymentMethod } from '@soko/shared/orders/order.constants'
import { formatMoney } from '@soko/shared/money/format-money'
import { CreditCard, Smartphone, Wallet } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/utils'
import type { PaidResult, PayableOrder } from '../payable-order'
import { MpesaPayment } from './mpesa-payment'
import { PaypalPayment } from './paypal-payment'

const icons = { mpesa: Smartphone, paypal: Wallet, stripe: CreditCard } as const

export interface PaymentChooserProps {
  order: PayableOrder
  /** The phone to offer for M-Pesa (the order's contact phone or the profile's). */
  defaultPhone: string
  onPaid: (result: PaidResult) => void
}

/** The payment chooser (spec 000 section 4): M-Pesa (default), PayPal, Stripe disabled as Coming Soon. */
export function PaymentChooser({ order, defaultPhone, onPaid }: PaymentChooserProps) {
  const { t } = useTranslation()
  const [method, setMethod] = useState<PaymentMethod>('mpesa')
  // While an M-Pesa attempt runs, the method cannot change under it.
  const [locked, setLocked] = useState(false)

  return (
    <section
      aria-labelledby="payment-title"
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="payment-title" className="text-lg font-semibold">
          {t('payment.chooserTitle')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('payment.amountToPay')}:{' '}
          <span className="font-semibold text-foreground" data-testid="payment-amount">
            {formatMoney(order.totalCents)}
          </span>
        </p>
      </div>
      <fieldset className="grid gap-2 sm:grid-cols-3" disabled={locked}>
        <legend className="sr-only">{t('payment.chooserTitle')}</legend>
        {paymentMethods.map((value) => {
          const Icon = icons[value]
          const disabled = value === 'stripe'
          return (
            <label
              key={value}
              className={cn(
                'flex min-h-14 items-center gap-3 rounded-lg border px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
              )}
            >
              <input
                type="radio"
                name="payment-method"
                value={value}
                checked={method === value}
                disabled={disabled}
                aria-describedby={disabled ? 'stripe-coming-soon' : undefined}
                onChange={() => setMethod(value)}
                className="size-4 accent-primary"
              />
              <Icon
                aria-hidden
                className={cn(
                  'size-5 shrink-0',
                  value === 'mpesa' ? 'text-[#00a651]' : 'text-muted-foreground',
                )}
              />
              <span className="flex min-w-0 flex-col">
                <span className="font-medium">{t(`payment.methods.${value}`)}</span>
                {disabled && (
                  <Badge id="stripe-coming-soon" variant="secondary" className="w-fit">
                    {t('payment.comingSoon')}
                  </Badge>
                )}
              </span>
            </label>
          )
        })}
      </fieldset>
      <p className="text-sm text-muted-foreground">{t(`payment.methodHints.${method}`)}</p>
      {method === 'mpesa' && (
        <MpesaPayment order={order} defaultPhone={defaultPhone} onPaid={onPaid} onBusyChange={setLocked} />
      )}
      {method === 'paypal' && <PaypalPayment order={order} />}
    </section>
  )
}
