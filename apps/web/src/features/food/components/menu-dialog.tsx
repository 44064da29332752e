import { formatMoney } from '@soko/shared/money/format-money'
import { Clock, MapPin, Phone, ShoppingBag, Truck } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { ErrorState } from '@/components/ui/error-state'
import { ProductImage } from '@/components/ui/product-image'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/lib/toast'
import { useRestaurant } from '../api/get-restaurant'
import {
  addDish,
  basketTotals,
  dishQuantity,
  setDishQuantity,
  toBasketRestaurant,
  type BasketDraft,
} from '../basket'
import { deliveryFee, deliveryWindow, telHref } from '../food-display'
import type { MenuItem, RestaurantDetail } from '../food-types'
import { useFoodBasket } from '../use-food-basket'
import { BasketSummary } from './basket-summary'
import { DishQuantity } from './dish-quantity'
import type { MenuTarget } from './food-page'

/** The menu's dishes by category, in the server's order (category, then name). */
export function groupByCategory(menu: readonly MenuItem[]) {
  const groups = new Map<string, MenuItem[]>()
  for (const dish of menu) groups.set(dish.category, [...(groups.get(dish.category) ?? []), dish])
  return [...groups].map(([category, dishes]) => ({ category, dishes }))
}

/**
 * A restaurant's menu (spec 001 section 2): dishes by category with pictures, add and remove, the order
 * summary, Proceed to Checkout (to /cart) and Call Restaurant. The basket holds one restaurant: a dish from
 * another asks first to start a new basket. Loads when a menu is first opened.
 */
export default function MenuDialog({ target, onClose }: { target: MenuTarget; onClose: () => void }) {
  const { t } = useTranslation()
  const query = useRestaurant(target.id)
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        closeLabel={t('food.menu.close')}
        className="max-w-2xl gap-0 p-0"
        data-testid="menu-dialog"
      >
        <div className="flex flex-col gap-1 border-b p-4 pr-14 sm:p-6 sm:pr-14">
          <DialogTitle className="text-xl font-semibold break-words">{target.name}</DialogTitle>
          <DialogDescription className="text-sm text-muted-foreground">
            {t('food.menu.description')}
          </DialogDescription>
        </div>
        {query.isPending ? (
          <p role="status" className="flex items-center justify-center gap-2 p-10 text-muted-foreground">
            <Spinner />
            {t('food.menu.loading')}
          </p>
        ) : query.isError ? (
          <ErrorState
            message={t('food.menu.loadFailed')}
            retryLabel={t('food.retry')}
            onRetry={() => void query.refetch()}
            className="py-10"
          />
        ) : (
          <Menu restaurant={query.data} onClose={onClose} />
        )}
      </DialogContent>
    </Dialog>
  )
}

function Menu({ restaurant, onClose }: { restaurant: RestaurantDetail; onClose: () => void }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { basket, change } = useFoodBasket()
  const [conflict, setConflict] = useState<{ current: string; dish: MenuItem } | null>(null)
  const ours = basket.restaurant?.id === restaurant.id
  // The summary is this restaurant's: another's basket counts as empty here until a dish replaces it.
  const own: BasketDraft = ours
    ? { ...basket, restaurant: toBasketRestaurant(restaurant) }
    : { restaurant: toBasketRestaurant(restaurant), items: [] }
  const totals = basketTotals(own)
  const closed = !restaurant.is_open
  const tel = telHref(restaurant.phone)
  const fee = deliveryFee(restaurant.delivery_fee_cents)

  function add(dish: MenuItem, startNew = false) {
    const result = addDish(basket, restaurant, dish, { startNew })
    if (result.ok) change(result.basket)
    else if (result.reason === 'other_restaurant') setConflict({ current: result.current, dish })
    else toast.error(t(result.reason === 'max_quantity' ? 'food.menu.maxQuantity' : 'food.menu.maxLines'))
  }

  function remove(dish: MenuItem) {
    if (!ours) return
    change(setDishQuantity(basket, dish.id, dishQuantity(basket, dish.id) - 1))
  }

  function proceed() {
    if (!ours || basket.items.length === 0) {
      toast.error(t('food.emptyBasket'))
      return
    }
    onClose()
    void navigate('/cart')
  }

  return (
    <>
      <div className="flex flex-col gap-5 p-4 sm:p-6">
        <div className="flex flex-col gap-2 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary">{t(`food.cuisines.${restaurant.cuisine_type}`)}</Badge>
            {closed ? (
              <Badge variant="destructive">{t('food.card.closed')}</Badge>
            ) : (
              <Badge>{t('food.card.openNow')}</Badge>
            )}
            {restaurant.hours_today && (
              <span className="text-muted-foreground">
                {t('food.menu.hoursToday', { hours: restaurant.hours_today })}
              </span>
            )}
          </div>
          {restaurant.description && (
            <p className="break-words text-muted-foreground">{restaurant.description}</p>
          )}
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground">
            <span className="flex items-center gap-1">
              <MapPin aria-hidden className="size-4" />
              {restaurant.address}
            </span>
            <span className="flex items-center gap-1">
              <Clock aria-hidden className="size-4" />
              {deliveryWindow(restaurant.delivery_time_minutes)}
            </span>
            <span className="flex items-center gap-1">
              <Truck aria-hidden className="size-4" />
              {fee ?? t('food.card.free')}
            </span>
          </p>
        </div>

        {closed && (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
            {t('food.restaurantClosed')}
            {restaurant.opens_next && ` ${t('food.card.opensAt', { time: restaurant.opens_next })}`}
          </p>
        )}
        {!ours && basket.restaurant && basket.items.length > 0 && (
          <p className="rounded-md bg-muted p-3 text-sm" data-testid="other-basket-note">
            {t('food.menu.otherBasket', { name: basket.restaurant.name })}
          </p>
        )}

        {restaurant.menu.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">{t('food.menu.empty')}</p>
        ) : (
          groupByCategory(restaurant.menu).map(({ category, dishes }) => (
            <section key={category} aria-label={category} className="flex flex-col gap-3">
              <h3 className="text-lg font-semibold break-words">{category}</h3>
              <ul className="flex flex-col gap-3">
                {dishes.map((dish) => (
                  <li key={dish.id} className="flex gap-3 rounded-lg border p-3" data-testid="menu-dish">
                    <ProductImage
                      src={dish.image_url}
                      width={80}
                      height={80}
                      sizes="80px"
                      className="size-20 shrink-0 rounded-md"
                    />
                    <div className="flex min-w-0 flex-1 flex-col gap-1">
                      <p className="font-medium break-words">{dish.name}</p>
                      {dish.description && (
                        <p className="line-clamp-2 text-sm break-words text-muted-foreground">
                          {dish.description}
                        </p>
                      )}
                      <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
                        <span className="font-semibold">{formatMoney(dish.price_cents)}</span>
                        <DishQuantity
                          name={dish.name}
                          quantity={ours ? dishQuantity(basket, dish.id) : 0}
                          disabled={closed}
                          onAdd={() => add(dish)}
                          onRemove={() => remove(dish)}
                        />
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </div>

      <div className="sticky bottom-0 flex flex-col gap-3 border-t bg-card p-4 sm:p-6">
        <h3 className="flex items-center gap-2 font-semibold">
          <ShoppingBag aria-hidden className="size-5 text-primary" />
          {t('food.summary.title')}
        </h3>
        <BasketSummary totals={totals} />
        <div className="flex flex-col gap-2 sm:flex-row">
          {tel ? (
            <Button asChild variant="outline" className="sm:flex-1">
              <a href={tel}>
                <Phone aria-hidden />
                {t('food.menu.callRestaurant')}
              </a>
            </Button>
          ) : (
            <Button
              variant="outline"
              className="sm:flex-1"
              onClick={() => toast.error(t('food.phoneNotAvailable'))}
            >
              <Phone aria-hidden />
              {t('food.menu.callRestaurant')}
            </Button>
          )}
          <Button className="sm:flex-1" disabled={closed} onClick={proceed}>
            {t('food.proceedToCheckout')}
          </Button>
        </div>
      </div>

      <ConfirmDialog
        open={conflict !== null}
        onOpenChange={(open) => !open && setConflict(null)}
        title={t('food.newBasket.title')}
        description={
          conflict ? t('food.newBasket.message', { current: conflict.current, next: restaurant.name }) : ''
        }
        confirmLabel={t('food.newBasket.confirm')}
        pendingLabel={t('food.newBasket.confirm')}
        cancelLabel={t('food.newBasket.cancel')}
        onConfirm={() => {
          if (conflict) add(conflict.dish, true)
          setConflict(null)
        }}
      />
    </>
  )
}
