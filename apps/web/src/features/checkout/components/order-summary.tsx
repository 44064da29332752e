import { formatMoney } from '@soko/shared/money/format-money'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ProductImage } from '@/components/ui/product-image'

export interface SummaryLine {
  key: string
  name: string
  quantity: number
  lineTotalCents: number
  imageUrl: string | null
}

/** The checkout's order summary: lines, subtotal, shipping "Free" and the total (spec 000 section 9). */
export function OrderSummary({
  title,
  lines,
  totalCents,
  showShipping = true,
  children,
}: {
  title: string
  lines: SummaryLine[]
  totalCents: number
  /** Event tickets are not shipped: no shipping line. */
  showShipping?: boolean
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const total = formatMoney(totalCents)
  return (
    <section
      aria-labelledby="checkout-summary-title"
      className="h-fit rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6 lg:sticky lg:top-20"
    >
      <h2 id="checkout-summary-title" className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      {children}
      <ul className="flex flex-col gap-3" data-testid="checkout-lines">
        {lines.map((line) => (
          <li key={line.key} className="flex items-center gap-3">
            <ProductImage
              src={line.imageUrl}
              width={48}
              height={48}
              className="size-12 shrink-0 rounded-md"
            />
            <div className="flex min-w-0 flex-1 flex-col">
              <span className="text-sm font-medium break-words">{line.name}</span>
              <span className="text-xs text-muted-foreground">
                {t('checkout.lineQuantity', { count: line.quantity })}
              </span>
            </div>
            <span className="text-sm font-medium whitespace-nowrap">{formatMoney(line.lineTotalCents)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-4 flex flex-col gap-2 border-t pt-4 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted-foreground">{t('checkout.subtotal')}</dt>
          <dd>{total}</dd>
        </div>
        {showShipping && (
          <div className="flex justify-between">
            <dt className="text-muted-foreground">{t('checkout.shipping')}</dt>
            <dd className="font-medium text-primary">{t('checkout.free')}</dd>
          </div>
        )}
        <div className="mt-1 flex justify-between border-t pt-3 text-base font-bold">
          <dt>{t('checkout.total')}</dt>
          <dd data-testid="checkout-total">{total}</dd>
        </div>
      </dl>
    </section>
  )
}
