import { formatMoney } from '@soko/shared/money/format-money'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { ProductImage } from '@/components/ui/product-image'
import { TriangleAlert } from '@/components/ui/shell-icons'
import { Skeleton } from '@/components/ui/skeleton'
import { ApiError, errorMessage } from '@/lib/api-client'
import { useSession } from '@/lib/session'
import { foodOrderQueryOptions, useFoodOrder } from '../api/get-food-order'
import { foodBasketQueryKey } from '../api/query-keys'
import { basketLines } from '../basket'
import type { FoodOrder } from '../food-types'
import { useFoodBasket } from '../use-food-basket'
import { usePlaceFoodOrder } from '../use-place-food-order'
import { BasketSummary } from './basket-summary'
import { serverTotals } from './food-basket-panel'
import { FoodDeliveryForm, type FoodDeliveryValues } from './food-delivery-form'

/** What the payment step collects for (the route hands it to the payments feature's chooser). */
export interface FoodPayable {
  id: string
  totalCents: number
  /** Whole shillings M-Pesa asks for (the total rounded up). */
  mpesaAmount: number
  isEventBooking: false
  contactPhone: string
}

export type RenderFoodPayment = (order: FoodPayable) => ReactNode

/** The route state after placing: the page becomes that order's payment, also after a reload. */
function readPlacedOrder(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('foodOrderId' in state)) return null
  return typeof state.foodOrderId === 'string' && state.foodOrderId ? state.foodOrderId : null
}

/**
 * /food/checkout (decision 019): the basket as the server priced it, delivery and contact details; placing
 * asks the server (which refuses a closed restaurant, an order below the minimum or an unavailable dish with
 * its own message), then the payment chooser for that order.
 */
export function FoodCheckoutPage({ renderPayment }: { renderPayment: RenderFoodPayment }) {
  const { t } = useTranslation()
  const location = useLocation()
  const placed = readPlacedOrder(location.state)
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('food.checkout.title')}</h1>
      {placed ? (
        <FoodPayment key={placed} orderId={placed} renderPayment={renderPayment} />
      ) : (
        <BasketCheckout />
      )}
    </div>
  )
}

function BasketCheckout() {
  const { t } = useTranslation()
  const { session } = useSession()
  const navigate = useNavigate()
  const location = useLocation()
  const queryClient = useQueryClient()
  const { basket, serverBasket, isLoading, isError, refetch, isSaving } = useFoodBasket()
  const { place } = usePlaceFoodOrder()
  const [pending, setPending] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof FoodDeliveryValues, string>>>({})
  const [values, setValues] = useState<FoodDeliveryValues>(() => ({
    delivery_address: '',
    delivery_city: 'Nairobi',
    contact_phone: session?.user.phone_number || session?.profile.phone || '',
    contact_email: session?.user.email ?? '',
    notes: '',
  }))
  const alert = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (refusal) alert.current?.focus()
  }, [refusal])

  if (isLoading || isSaving) return <CheckoutSkeleton label={t('food.checkout.loading')} />
  if (isError || !serverBasket) {
    return (
      <Problem message={t('food.checkout.loadFailed')}>
        <Button onClick={() => void refetch()}>{t('food.retry')}</Button>
      </Problem>
    )
  }
  const restaurant = basket.restaurant
  if (!restaurant || basket.items.length === 0) {
    return (
      <Problem message={t('food.emptyBasket')}>
        <Button asChild>
          <Link to="/food">{t('food.checkout.browse')}</Link>
        </Button>
      </Problem>
    )
  }

  async function onSubmit(details: FoodDeliveryValues) {
    if (!restaurant) return
    setValues(details)
    setFieldErrors({})
    setRefusal(null)
    setPending(true)
    try {
      const { food_order } = await place({
        restaurant_id: restaurant.id,
        items: basketLines(basket),
        ...details,
        notes: details.notes || null,
      })
      queryClient.setQueryData(foodOrderQueryOptions(food_order.order_id).queryKey, food_order)
      await navigate(location.pathname, { replace: true, state: { foodOrderId: food_order.order_id } })
    } catch (error) {
      setPending(false)
      if (error instanceof ApiError && error.fields) setFieldErrors(error.fields)
      // The server's words: closed, below the minimum, a dish unavailable (food.* codes).
      setRefusal(
        error instanceof ApiError && error.status === 401
          ? t('validation.notAuthenticated')
          : errorMessage(error, t('food.checkout.placeFailed')),
      )
      void queryClient.invalidateQueries({ queryKey: foodBasketQueryKey })
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="flex flex-col gap-4 lg:col-span-2">
        {refusal && (
          <div
            ref={alert}
            tabIndex={-1}
            role="alert"
            className="flex items-start gap-3 rounded-xl border border-destructive/50 bg-destructive/5 p-4 font-medium outline-none"
            data-testid="food-checkout-error"
          >
            <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-destructive" />
            {refusal}
          </div>
        )}
        <FoodDeliveryForm
          defaultValues={values}
          onSubmit={(details) => void onSubmit(details)}
          fieldErrors={fieldErrors}
          pending={pending}
        />
      </div>
      <aside
        aria-labelledby="food-checkout-summary"
        className="flex h-fit flex-col gap-4 rounded-xl border bg-card p-4 sm:p-6"
      >
        <h2 id="food-checkout-summary" className="text-lg font-semibold break-words">
          {t('food.basket.title', { name: restaurant.name })}
        </h2>
        <ul className="flex flex-col gap-3">
          {serverBasket.items.map((line) => (
            <li key={line.menu_item_id} className="flex items-center gap-3 text-sm">
              <ProductImage
                src={line.image_url}
                width={48}
                height={48}
                sizes="48px"
                className="size-12 shrink-0 rounded-md"
              />
              <span className="min-w-0 flex-1 break-words">
                {line.name} × {line.quantity}
              </span>
              <span className="font-medium">{formatMoney(line.line_total_cents)}</span>
            </li>
          ))}
        </ul>
        <BasketSummary totals={serverTotals(serverBasket)} />
        {serverBasket.problems.length > 0 && (
          <ul className="flex flex-col gap-1 text-sm text-destructive" data-testid="food-basket-problems">
            {serverBasket.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
        <Button asChild variant="link" className="self-start px-0">
          <Link to="/cart">{t('food.checkout.backToCart')}</Link>
        </Button>
      </aside>
    </div>
  )
}

function FoodPayment({ orderId, renderPayment }: { orderId: string; renderPayment: RenderFoodPayment }) {
  const { t } = useTranslation()
  const query = useFoodOrder(orderId)
  const heading = useRef<HTMLHeadingElement>(null)
  const ready = Boolean(query.data)
  useEffect(() => {
    if (ready) heading.current?.focus()
  }, [ready])

  if (query.isPending) return <CheckoutSkeleton label={t('food.checkout.loadingOrder')} />
  if (query.isError) {
    return (
      <Problem message={t('food.checkout.loadOrderFailed')}>
        <Button onClick={() => void query.refetch()}>{t('food.retry')}</Button>
        <Button asChild variant="outline">
          <Link to="/cart">{t('food.checkout.backToCart')}</Link>
        </Button>
      </Problem>
    )
  }
  const order = query.data
  if (order.status !== 'awaiting_payment' || order.payment_status === 'paid') {
    return (
      <Problem message={t('food.checkout.notPayable')}>
        <Button asChild>
          <Link to={`/orders/${order.order_id}`}>{t('food.checkout.viewOrder')}</Link>
        </Button>
      </Problem>
    )
  }
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="flex flex-col gap-4 lg:col-span-2">
        <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
          {t('food.checkout.paymentTitle')}
          <span className="ml-2 text-base font-normal text-muted-foreground">
            {t('food.checkout.orderNumber', { number: order.order_reference })}
          </span>
        </h2>
        {renderPayment(toFoodPayable(order))}
      </div>
      <OrderLines order={order} />
    </div>
  )
}

export function toFoodPayable(order: FoodOrder): FoodPayable {
  return {
    id: order.order_id,
    totalCents: order.total_cents,
    mpesaAmount: Math.ceil(order.total_cents / 100),
    isEventBooking: false,
    contactPhone: order.contact_phone,
  }
}

function OrderLines({ order }: { order: FoodOrder }) {
  const { t } = useTranslation()
  return (
    <aside className="flex h-fit flex-col gap-3 rounded-xl border bg-card p-4 text-sm sm:p-6">
      <h2 className="text-lg font-semibold break-words">{order.restaurant.name}</h2>
      <ul className="flex flex-col gap-2">
        {order.items.map((item) => (
          <li key={item.menu_item_id} className="flex justify-between gap-3">
            <span className="min-w-0 break-words">
              {item.name} × {item.quantity}
            </span>
            <span className="font-medium">{formatMoney(item.price_cents * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-1 border-t pt-2">
        <div className="flex justify-between gap-3">
          <dt className="text-muted-foreground">{t('food.summary.deliveryFee')}</dt>
          <dd>
            {order.delivery_fee_cents > 0 ? formatMoney(order.delivery_fee_cents) : t('food.card.free')}
          </dd>
        </div>
        <div className="flex justify-between gap-3 text-base font-semibold">
          <dt>{t('food.summary.total')}</dt>
          <dd>{formatMoney(order.total_cents)}</dd>
        </div>
      </dl>
    </aside>
  )
}

function Problem({ message, children }: { message: string; children: ReactNode }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 rounded-xl border p-8 text-center">
      <TriangleAlert aria-hidden className="size-8 text-destructive" />
      <p className="font-medium">{message}</p>
      <div className="flex flex-wrap justify-center gap-2">{children}</div>
    </div>
  )
}

function CheckoutSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="grid gap-6 lg:grid-cols-3">
      <span className="sr-only">{label}</span>
      <div className="flex flex-col gap-4 lg:col-span-2">
        <Skeleton className="h-56 w-full rounded-xl" />
        <Skeleton className="h-40 w-full rounded-xl" />
      </div>
      <Skeleton className="h-64 w-full rounded-xl" />
    </div>
  )
}
