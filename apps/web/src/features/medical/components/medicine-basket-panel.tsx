import { formatMoney } from '@soko/shared/money/format-money'
import { FileText, Minus, Plus, ShoppingBasket, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { ProductImage } from '@/components/ui/product-image'
import { clearMedicineBasket, writeMedicineBasket } from '../local-medicine-basket'
import {
  basketTotalCents,
  needsPrescription,
  quantityLimit,
  setMedicineQuantity,
  type MedicineBasket,
} from '../medicine-basket'

/**
 * The medicine basket: the pharmacy, each medicine with one less / one more, the total and Checkout (to
 * /medical/checkout). On the Medications tab, beside the list on a desktop and in a drawer on a phone.
 */
export function MedicineBasketPanel({ basket, headingId }: { basket: MedicineBasket; headingId: string }) {
  const { t } = useTranslation()
  const empty = basket.items.length === 0
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4" data-testid="medicine-basket">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
          <ShoppingBasket aria-hidden className="size-5 shrink-0 text-primary" />
          {t('medical.basket.title')}
        </h2>
        {basket.pharmacy?.name && (
          <p className="text-sm text-muted-foreground" data-testid="basket-pharmacy">
            {t('medical.basket.from', { name: basket.pharmacy.name })}
          </p>
        )}
      </div>
      {empty ? (
        <p className="text-sm text-muted-foreground">{t('medical.basket.empty')}</p>
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {basket.items.map((item) => (
              <li key={item.medication_id} className="flex gap-3" data-testid="basket-line">
                <ProductImage
                  src={item.image_url}
                  width={48}
                  height={48}
                  sizes="48px"
                  className="size-12 shrink-0 rounded-md"
                />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <p className="text-sm font-medium break-words">{item.name}</p>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <div
                      role="group"
                      aria-label={t('medical.basket.quantityOf', { name: item.name })}
                      className="flex items-center gap-1"
                    >
                      <Button
                        variant="outline"
                        size="icon"
                        aria-label={t('medical.basket.removeOne', { name: item.name })}
                        onClick={() =>
                          writeMedicineBasket(
                            setMedicineQuantity(basket, item.medication_id, item.quantity - 1),
                          )
                        }
                      >
                        <Minus aria-hidden />
                      </Button>
                      <span
                        className="min-w-8 text-center font-semibold tabular-nums"
                        aria-live="polite"
                        data-testid="basket-quantity"
                      >
                        {item.quantity}
                      </span>
                      <Button
                        variant="outline"
                        size="icon"
                        aria-label={t('medical.basket.addOne', { name: item.name })}
                        disabled={item.quantity >= quantityLimit(item.stock)}
                        onClick={() =>
                          writeMedicineBasket(
                            setMedicineQuantity(basket, item.medication_id, item.quantity + 1),
                          )
                        }
                      >
                        <Plus aria-hidden />
                      </Button>
                    </div>
                    <span className="text-sm font-semibold">
                      {formatMoney(item.price_cents * item.quantity)}
                    </span>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          {needsPrescription(basket) && (
            <p className="flex items-start gap-2 rounded-lg bg-accent/15 p-3 text-sm">
              <FileText aria-hidden className="mt-0.5 size-4 shrink-0" />
              {t('medical.basket.needsPrescription')}
            </p>
          )}
          <dl className="flex justify-between gap-3 border-t pt-3 text-base font-semibold">
            <dt>{t('medical.basket.total')}</dt>
            <dd data-testid="basket-total">{formatMoney(basketTotalCents(basket))}</dd>
          </dl>
          <div className="flex flex-col gap-2">
            <Button asChild size="lg">
              <Link to="/medical/checkout">{t('medical.basket.checkout')}</Link>
            </Button>
            <Button variant="ghost" onClick={clearMedicineBasket}>
              <Trash2 aria-hidden />
              {t('medical.basket.clear')}
            </Button>
          </div>
        </>
      )}
    </section>
  )
}
