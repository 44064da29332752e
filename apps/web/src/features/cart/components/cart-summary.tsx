import { formatMoney, shillingsToCents } from '@soko/shared/money/format-money'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { CardContent, CardHeader } from '@/components/ui/card'

/** The cart summary (spec: subtotal, shipping "Free", total, Proceed to Checkout, Continue Shopping). */
export function CartSummary({ subtotal, blocked }: { subtotal: number; blocked: boolean }) {
  const { t } = useTranslation()
  const total = formatMoney(shillingsToCents(subtotal))
  return (
    <section
      aria-labelledby="cart-summary-title"
      className="h-fit rounded-xl border bg-card text-card-foreground shadow-sm lg:sticky lg:top-20"
    >
      <CardHeader>
        <h2 id="cart-summary-title" className="text-lg font-semibold leading-tight">
          {t('cart.summary')}
        </h2>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="flex flex-col gap-2 text-sm">
          <div className="flex justify-between">
            <dt className="text-muted-foreground">{t('cart.subtotal')}</dt>
            <dd data-testid="cart-subtotal">{total}</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-muted-foreground">{t('cart.shipping')}</dt>
            <dd className="font-medium text-primary">{t('cart.free')}</dd>
          </div>
          <div className="mt-1 flex justify-between border-t pt-3 text-base font-bold">
            <dt>{t('cart.total')}</dt>
            <dd data-testid="cart-total">{total}</dd>
          </div>
        </dl>
        {blocked ? (
          <>
            <Button size="lg" disabled aria-describedby="cart-blocked-note">
              {t('cart.proceedToCheckout')}
            </Button>
            <p id="cart-blocked-note" className="text-sm text-destructive">
              {t('cart.fixToCheckout')}
            </p>
          </>
        ) : (
          <Button asChild size="lg">
            <Link to="/checkout">{t('cart.proceedToCheckout')}</Link>
          </Button>
        )}
        <Button asChild variant="outline">
          <Link to="/shop">{t('cart.continueShopping')}</Link>
        </Button>
      </CardContent>
    </section>
  )
}
