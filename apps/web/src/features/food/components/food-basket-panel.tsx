import { formatMoney } from '@soko/shared/money/format-money'
import { Trash2 } from 'lucide-react'
import { UtensilsCrossed } from '@/components/ui/shell-icons'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { ProductImage } from '@/components/ui/product-image'
import { basketTotals, dishQuantity, emptyBasket, serverTotals, setDishQuantity } from '../basket'
import { useFoodBasket } from '../use-food-basket'
import { BasketSummary } from './basket-summary'
import { DishQuantity } from './dish-quantity'

/**
 * The food basket on /cart, beside (not mixed with) the shop's cart (decision 019): its dishes, its own
 * summary and its own Proceed to Checkout, to /food/checkout. Nothing when it is empty.
 */
export function FoodBasketPanel() {
  const { t } = useTranslation()
  const { basket, serverBasket, isLoading, isSaving, change } = useFoodBasket()
  // Nothing while it loads: most carts have no food basket, and a placeholder that then vanishes would shift
  // the shop's cart under it (layout shift).
  if (isLoading) return null
  const restaurant = basket.restaurant
  if (!restaurant || basket.items.length === 0) return null
  const totals = serverBasket && !isSaving ? serverTotals(serverBasket) : basketTotals(basket)
  const problems = !isSaving ? (serverBasket?.problems ?? []) : []

  return (
    <section
      aria-labelledby="food-basket-title"
      className="grid gap-6 rounded-xl border bg-card p-4 sm:p-6 lg:grid-cols-3"
      data-testid="food-basket"
    >
      <div className="flex flex-col gap-3 lg:col-span-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id="food-basket-title" className="flex items-center gap-2 text-xl font-semibold break-words">
            <UtensilsCrossed aria-hidden className="size-5 shrink-0 text-primary" />
            {t('food.basket.title', { name: restaurant.name })}
          </h2>
          <Button variant="ghost" size="sm" disabled={isSaving} onClick={() => change(emptyBasket)}>
            <Trash2 aria-hidden />
            {t('food.basket.clear')}
          </Button>
        </div>
        <ul className="flex flex-col gap-3">
          {basket.items.map((item) => {
            const line = serverBasket?.items.find((entry) => entry.menu_item_id === item.menu_item_id)
            const unavailable = line !== undefined && !line.is_available
            return (
              <li
                key={item.menu_item_id}
                className="flex gap-3 rounded-lg border p-3"
                data-testid="food-basket-line"
              >
                <ProductImage
                  src={item.image_url}
                  width={64}
                  height={64}
                  sizes="64px"
                  className="size-16 shrink-0 rounded-md"
                />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <p className="font-medium break-words">{item.name}</p>
                  <p className="text-sm text-muted-foreground">
                    {formatMoney(line?.price_cents ?? item.price_cents)}
                    {unavailable && (
                      <span className="ml-2 font-medium text-destructive">
                        {t('food.basket.unavailable')}
                      </span>
                    )}
                  </p>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <DishQuantity
                      name={item.name}
                      quantity={dishQuantity(basket, item.menu_item_id)}
                      onAdd={() => change(setDishQuantity(basket, item.menu_item_id, item.quantity + 1))}
                      onRemove={() => change(setDishQuantity(basket, item.menu_item_id, item.quantity - 1))}
                    />
                    <span className="font-semibold">
                      {formatMoney((line?.price_cents ?? item.price_cents) * item.quantity)}
                    </span>
                  </div>
                </div>
              </li>
            )
          })}
        </ul>
        <Button asChild variant="link" className="self-start px-0">
          <Link to="/food">{t('food.basket.addMore')}</Link>
        </Button>
      </div>
      <div className="flex flex-col gap-4">
        <h3 className="font-semibold">{t('food.summary.title')}</h3>
        <BasketSummary totals={totals} />
        {problems.length > 0 && (
          <ul className="flex flex-col gap-1 text-sm text-destructive" data-testid="food-basket-problems">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
        <Button asChild size="lg">
          <Link to="/food/checkout">{t('food.proceedToCheckout')}</Link>
        </Button>
      </div>
    </section>
  )
}
