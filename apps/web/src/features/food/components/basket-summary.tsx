import { formatMoney } from '@soko/shared/money/format-money'
import { useTranslation } from 'react-i18next'
import type { BasketTotals } from '../basket'

/** Subtotal, delivery fee (Free at 0), total and the minimum order with what is missing. */
export function BasketSummary({ totals }: { totals: BasketTotals }) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col gap-2 text-sm" data-testid="food-basket-summary">
      <dl className="flex flex-col gap-1.5">
        <Row term={t('food.summary.subtotal')} value={formatMoney(totals.subtotalCents)} />
        <Row
          term={t('food.summary.deliveryFee')}
          value={totals.deliveryFeeCents > 0 ? formatMoney(totals.deliveryFeeCents) : t('food.card.free')}
        />
        <Row
          term={t('food.summary.minimumOrder')}
          value={totals.minimumCents > 0 ? formatMoney(totals.minimumCents) : t('food.summary.noMinimum')}
        />
        <div className="flex justify-between gap-3 border-t pt-2 text-base font-semibold">
          <dt>{t('food.summary.total')}</dt>
          <dd data-testid="food-basket-total">{formatMoney(totals.totalCents)}</dd>
        </div>
      </dl>
      {totals.subtotalCents > 0 && totals.missingCents > 0 && (
        <p className="rounded-md bg-accent/15 px-3 py-2 text-foreground" data-testid="food-minimum-missing">
          {t('food.summary.missing', {
            minimum: formatMoney(totals.minimumCents),
            missing: formatMoney(totals.missingCents),
          })}
        </p>
      )}
    </div>
  )
}

function Row({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  )
}
