import type { Order } from '@soko/shared/orders/order.schema'
import { shillingsToCents } from '@soko/shared/money/format-money'
import { useQueryClient } from '@tanstack/react-query'
import { TriangleAlert } from '@/components/ui/shell-icons'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { currentLanguage } from '@/lib/i18n'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { checkoutOrderQueryOptions, useCheckoutOrder } from '../api/get-pending-order'
import { readCheckoutState, type CheckoutRouteState } from '../checkout-state'
import { toCheckoutOrder, type CheckoutCartQuery, type RenderPayment } from '../checkout-types'
import { classifyPlaceOrderError, usePlaceOrder } from '../use-place-order'
import { CheckoutDetailsForm, type CheckoutDetailsValues } from './checkout-details-form'
import { OrderSummary } from './order-summary'
import { ProcessingScreen } from './processing-screen'
import { formatDateTime } from '@/lib/date-format'
import { Redirect } from '@/components/redirect'

export interface CheckoutPageProps {
  cart: CheckoutCartQuery
  renderPayment: RenderPayment
}

/**
 * /checkout (spec 000 section 2): the server cart's summary and the shipping and contact form; Proceed to
 * Payment places the order (priced and stock-reserved by the server), then the payment chooser. An order
 * handed over in route state (an event booking, or a payment tried again) goes straight to payment.
 */
export function CheckoutPage({ cart, renderPayment }: CheckoutPageProps) {
  const { t } = useTranslation()
  const location = useLocation()
  const routeState = readCheckoutState(location.state)
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('checkout.title')}</h1>
      {routeState ? (
        <OrderPayment key={routeState.orderId} state={routeState} renderPayment={renderPayment} />
      ) : (
        <CartCheckout cart={cart} />
      )}
    </div>
  )
}

function CartCheckout({ cart }: { cart: CheckoutCartQuery }) {
  const { t } = useTranslation()
  const { session } = useSession()
  const navigate = useNavigate()
  const location = useLocation()
  const queryClient = useQueryClient()
  const { place } = usePlaceOrder()
  // From Proceed to Payment until the payment step (or a failure): the processing screen.
  const [processing, setProcessing] = useState(false)
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof CheckoutDetailsValues, string>>>({})
  // The details typed so far survive the processing screen and a failed attempt.
  const [values, setValues] = useState<CheckoutDetailsValues>(() => ({
    shipping_address: '',
    shipping_city: '',
    contact_phone: session?.user.phone_number ?? session?.profile.phone ?? '',
    contact_email: session?.user.email ?? '',
  }))

  if (processing) return <ProcessingScreen />
  if (cart.isPending) return <CheckoutSkeleton label={t('checkout.loadingCart')} />
  if (cart.isError || !cart.data) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 rounded-xl border p-8 text-center">
        <p className="font-medium">{t('checkout.loadCartFailed')}</p>
        <Button onClick={() => void cart.refetch()}>{t('checkout.retry')}</Button>
      </div>
    )
  }
  // Spec: an empty cart without an event booking goes to /shop.
  if (cart.data.items.length === 0) return <Redirect to="/shop" />

  const subtotalCents = shillingsToCents(cart.data.subtotal)

  async function onSubmit(details: CheckoutDetailsValues) {
    setValues(details)
    setFieldErrors({})
    if (subtotalCents <= 0) {
      toast.error(t('validation.totalPositive'))
      return
    }
    setProcessing(true)
    try {
      const order = await place(details)
      // The order now exists: the page becomes the payment of that order, also after a reload.
      queryClient.setQueryData(checkoutOrderQueryOptions(order.id).queryKey, { ...order, timeline: [] })
      await navigate(location.pathname, { replace: true, state: { orderId: order.id } })
    } catch (error) {
      // Spec: on any order error the toast shows and the payment step closes.
      setProcessing(false)
      const failure = classifyPlaceOrderError(error)
      if (failure.kind === 'stock') toast.error(t('checkout.toast.orderFailed', { message: failure.message }))
      else if (failure.kind === 'signedOut') toast.error(t('validation.notAuthenticated'))
      else toast.error(t('checkout.toast.placeFailed'))
      if (failure.kind === 'fields') setFieldErrors(failure.fields)
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="lg:col-span-2">
        <CheckoutDetailsForm
          defaultValues={values}
          onSubmit={(details) => void onSubmit(details)}
          fieldErrors={fieldErrors}
        />
      </div>
      <OrderSummary
        title={t('checkout.summaryTitle')}
        totalCents={subtotalCents}
        lines={cart.data.items.map((line) => ({
          key: line.id,
          name: line.products.name,
          quantity: line.quantity,
          lineTotalCents: shillingsToCents(line.products.price) * line.quantity,
          imageUrl: line.products.image_url,
        }))}
      />
    </div>
  )
}

function OrderPayment({ state, renderPayment }: { state: CheckoutRouteState; renderPayment: RenderPayment }) {
  const { t } = useTranslation()
  const query = useCheckoutOrder(state.orderId)
  // A fresh event booking first shows its contact form (spec 000 section 2: "a contact form, phone, email,
  // and a Proceed to Payment button"); a payment tried again goes straight to the chooser.
  const [contact, setContact] = useState<{ phone: string; email: string } | null>(null)
  const askContact = state.isEventBooking && state.eventData !== null && contact === null
  const heading = useRef<HTMLHeadingElement>(null)
  // Arriving at the payment step moves the focus to it.
  const atPayment = Boolean(query.data) && !askContact
  useEffect(() => {
    if (atPayment) heading.current?.focus()
  }, [atPayment])

  if (query.isPending) return <CheckoutSkeleton label={t('checkout.loadingOrder')} />
  if (query.isError) {
    return (
      <Problem message={t('checkout.loadOrderFailed')}>
        <Button onClick={() => void query.refetch()}>{t('checkout.retry')}</Button>
        <Button asChild variant="outline">
          <Link to={state.isEventBooking ? '/events' : '/cart'}>
            {state.isEventBooking ? t('checkout.backToEvents') : t('checkout.backToCart')}
          </Link>
        </Button>
      </Problem>
    )
  }
  const order = query.data
  if (order.status !== 'pending' || order.payment_status === 'paid') {
    return (
      <Problem message={t('checkout.orderNotPayable')}>
        <Button asChild>
          <Link to={`/orders/${order.id}`}>{t('checkout.viewOrder')}</Link>
        </Button>
      </Problem>
    )
  }
  const checkoutOrder = toCheckoutOrder(order, state.isEventBooking)
  if (contact) checkoutOrder.contactPhone = contact.phone
  const booking = state.eventData?.bookingDetails
  const summary = (
    <OrderSummary
      title={t(state.isEventBooking ? 'checkout.eventSummaryTitle' : 'checkout.summaryTitle')}
      totalCents={order.total_amount_cents}
      showShipping={!checkoutOrder.isEventBooking}
      lines={order.items.map((item) => ({
        key: item.id,
        name: item.name,
        quantity: item.quantity,
        lineTotalCents: item.line_total_cents,
        imageUrl: item.image_url,
      }))}
    >
      {state.eventData && (
        <dl className="mb-4 flex flex-col gap-1 text-sm" data-testid="event-summary">
          <dt className="sr-only">{t('checkout.eventSummaryTitle')}</dt>
          <dd className="font-medium">{state.eventData.eventTitle}</dd>
          {state.eventData.eventDate && (
            <dd className="text-muted-foreground">
              {t('checkout.eventDate')}: {formatEventDate(state.eventData.eventDate)}
            </dd>
          )}
          <dd className="text-muted-foreground">
            {t('checkout.tickets', { count: state.eventData.tickets })}
          </dd>
          {booking?.fullName && <dd className="text-muted-foreground">{booking.fullName}</dd>}
        </dl>
      )}
    </OrderSummary>
  )

  if (askContact) {
    return (
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <CheckoutDetailsForm
            withShipping={false}
            defaultValues={{
              shipping_address: '',
              shipping_city: '',
              contact_phone: booking?.phone || order.contact_phone,
              contact_email: booking?.email || order.contact_email,
            }}
            onSubmit={(details) => setContact({ phone: details.contact_phone, email: details.contact_email })}
          />
        </div>
        {summary}
      </div>
    )
  }
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="flex flex-col gap-4 lg:col-span-2">
        <div className="flex flex-col gap-1">
          <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
            {t('checkout.paymentTitle')}
            <span className="ml-2 text-base font-normal text-muted-foreground">
              {t('checkout.orderNumber', { number: order.reference })}
            </span>
          </h2>
          <ReservedUntil order={order} />
        </div>
        {renderPayment(checkoutOrder)}
      </div>
      {summary}
    </div>
  )
}

/** An event's day as handed over ('YYYY-MM-DD', a calendar day: no time-zone shift), else as it came. */
function formatEventDate(date: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date
  const parsed = new Date(`${date}T00:00:00Z`)
  if (Number.isNaN(parsed.getTime())) return date
  return formatDateTime(parsed, currentLanguage(), { dateStyle: 'full', timeZone: 'UTC' })
}

function ReservedUntil({ order }: { order: Order }) {
  const { t } = useTranslation()
  if (!order.reserved_until) return null
  const time = formatDateTime(new Date(order.reserved_until), currentLanguage(), { timeStyle: 'short' })
  return <p className="text-sm text-muted-foreground">{t('checkout.reservedUntil', { time })}</p>
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
