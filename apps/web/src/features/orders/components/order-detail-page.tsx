import { formatMoney } from '@soko/shared/money/format-money'
import { paymentMethodLabels, type OrderLineKind } from '@soko/shared/orders/order.constants'
import type { OrderDetail } from '@soko/shared/orders/order.schema'
import { paymentMessages } from '@soko/shared/payments/payment.constants'
import { ArrowLeft, CheckCircle2, PackageSearch } from 'lucide-react'
import { TriangleAlert } from '@/components/ui/shell-icons'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { ProductImage } from '@/components/ui/product-image'
import { Skeleton } from '@/components/ui/skeleton'
import { ApiError } from '@/lib/api-client'
import { currentLanguage } from '@/lib/i18n'
import { cn } from '@/lib/utils'
import { useOrder } from '../api/get-order'
import { CancelOrder } from './cancel-order'
import { OrderBadges } from './order-badges'
import { OrderTimeline } from './order-timeline'
import { useDocumentTitle } from '@/lib/document-title'
import { formatDateTime } from '@/lib/date-format'

/** What another feature shows on an order's page (the route composes it: event tickets). */
export type RenderOrderExtra = (order: OrderDetail) => ReactNode

/** The route state a payment leaves (spec 000 section 2: message and orderId), checked by hand. */
function readSuccessMessage(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('message' in state)) return null
  return typeof state.message === 'string' && state.message ? state.message : null
}

/**
 * /orders/:id: lines, totals, shipping, payment, the provider's reference and the status history; the
 * success message a payment left in route state, shown once (as on /orders).
 */
export function OrderDetailPage({
  orderId,
  renderExtra,
  payBlocked,
}: {
  orderId: string
  renderExtra?: RenderOrderExtra
  /** True while another feature holds the payment back (a medicine order's prescription): no Pay now. */
  payBlocked?: (order: OrderDetail) => boolean
}) {
  const { t } = useTranslation()
  const query = useOrder(orderId)
  const location = useLocation()
  const navigate = useNavigate()
  const [message] = useState(() => readSuccessMessage(location.state))
  const notice = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!message) return
    notice.current?.focus()
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null })
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const notFound = query.error instanceof ApiError && query.error.status === 404
  // "Order SK-7KQ2-M9XD - Soko" once the order is here (its route's "My Orders" while it loads).
  useDocumentTitle(
    query.data
      ? t('orders.orderNumber', { number: query.data.reference })
      : notFound
        ? t('orders.detail.notFound')
        : undefined,
  )

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:py-8">
      <Link
        to="/orders"
        className="flex w-fit items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t('orders.detail.backToOrders')}
      </Link>
      {message && (
        <div
          ref={notice}
          tabIndex={-1}
          role="status"
          className="flex items-center gap-3 rounded-xl border border-primary/40 bg-primary/5 p-4 font-medium outline-none"
          data-testid="orders-success"
        >
          <CheckCircle2 aria-hidden className="size-5 shrink-0 text-primary" />
          {message === paymentMessages.success
            ? t('payment.messages.success')
            : message === paymentMessages.eventSuccess
              ? t('payment.messages.eventSuccess')
              : message}
        </div>
      )}
      {query.isPending ? (
        <div role="status" className="flex flex-col gap-4">
          <span className="sr-only">{t('common.loading')}</span>
          <Skeleton className="h-10 w-1/2" />
          <Skeleton className="h-48 w-full rounded-xl" />
          <Skeleton className="h-32 w-full rounded-xl" />
        </div>
      ) : query.isError ? (
        notFound ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-12 text-center">
            <PackageSearch aria-hidden className="size-10 text-muted-foreground" />
            <h1 className="text-xl font-semibold">{t('orders.detail.notFound')}</h1>
            <p className="text-sm text-muted-foreground">{t('orders.detail.notFoundDescription')}</p>
          </div>
        ) : (
          <div
            role="alert"
            className="flex flex-col items-center gap-3 rounded-xl border px-4 py-10 text-center"
          >
            <TriangleAlert aria-hidden className="size-8 text-destructive" />
            <p>{t('orders.detail.loadFailed')}</p>
            <Button variant="outline" onClick={() => void query.refetch()}>
              {t('orders.retry')}
            </Button>
          </div>
        )
      ) : (
        <OrderDetailView
          order={query.data}
          extra={renderExtra?.(query.data)}
          payBlocked={payBlocked?.(query.data) ?? false}
        />
      )}
    </div>
  )
}

function OrderDetailView({
  order,
  extra,
  payBlocked,
}: {
  order: OrderDetail
  extra?: ReactNode
  payBlocked: boolean
}) {
  const { t } = useTranslation()
  const number = order.reference
  const language = currentLanguage()
  const format = (iso: string) =>
    formatDateTime(new Date(iso), language, { dateStyle: 'medium', timeStyle: 'short' })
  const unpaid = order.status === 'pending' && order.payment_status !== 'paid'
  const total = formatMoney(order.total_amount_cents)
  const reference = order.mpesa_receipt_number
    ? { label: t('orders.detail.mpesaReceipt'), value: order.mpesa_receipt_number }
    : order.paypal_capture_id
      ? { label: t('orders.detail.paypalCapture'), value: order.paypal_capture_id }
      : null

  return (
    <>
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('orders.orderNumber', { number })}
          </h1>
          <OrderBadges status={order.status} paymentStatus={order.payment_status} />
        </div>
        <p className="text-sm text-muted-foreground">
          <time dateTime={order.created_at}>{t('orders.placedOn', { date: format(order.created_at) })}</time>
        </p>
        {unpaid && order.reserved_until && (
          <p className="text-sm text-muted-foreground">
            {t('orders.detail.reservedUntil', { time: format(order.reserved_until) })}
          </p>
        )}
        {unpaid && (
          <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-start">
            {!payBlocked && (
              <Button asChild className="w-full sm:w-auto">
                <Link
                  to="/checkout"
                  state={{
                    orderId: order.id,
                    isEventBooking: order.items.some((item) => item.kind === 'event_ticket'),
                  }}
                >
                  {t('orders.detail.payNow')}
                </Link>
              </Button>
            )}
            <CancelOrder orderId={order.id} />
          </div>
        )}
      </header>

      {extra}

      <div className="grid gap-6 lg:grid-cols-3">
        <Section title={t('orders.detail.items')} className="lg:col-span-2">
          <ul className="flex flex-col gap-3" data-testid="order-lines">
            {order.items.map((item) => (
              <li key={item.id} className="flex items-center gap-3">
                <ProductImage
                  src={item.image_url}
                  width={56}
                  height={56}
                  className="size-14 shrink-0 rounded-md"
                />
                <div className="flex min-w-0 flex-1 flex-col">
                  {item.kind === 'product' && item.product_id ? (
                    <Link
                      to={`/products/${item.product_id}`}
                      className="font-medium break-words text-primary hover:underline"
                    >
                      {item.name}
                    </Link>
                  ) : (
                    <span className="font-medium break-words">{item.name}</span>
                  )}
                  <span className="text-sm text-muted-foreground">
                    {item.kind !== 'product' &&
                      `${t(`orders.detail.kinds.${item.kind as OrderLineKind}`)} · `}
                    {t('orders.detail.quantityTimesPrice', {
                      quantity: item.quantity,
                      price: formatMoney(item.price_at_purchase_cents),
                    })}
                  </span>
                </div>
                <span className="font-medium whitespace-nowrap">{formatMoney(item.line_total_cents)}</span>
              </li>
            ))}
          </ul>
          <dl className="mt-4 flex flex-col gap-2 border-t pt-4 text-sm">
            <Row label={t('orders.detail.subtotal')}>{total}</Row>
            {/* Tickets are not shipped. */}
            {order.items.some((item) => item.kind !== 'event_ticket') && (
              <Row label={t('orders.detail.shipping')}>
                <span className="font-medium text-primary">{t('orders.detail.free')}</span>
              </Row>
            )}
            <div className="mt-1 flex justify-between border-t pt-3 text-base font-bold">
              <dt>{t('orders.detail.total')}</dt>
              <dd data-testid="order-detail-total">{total}</dd>
            </div>
          </dl>
        </Section>

        <div className="flex flex-col gap-6">
          <Section title={t('orders.detail.paymentTitle')}>
            <dl className="flex flex-col gap-2 text-sm">
              <Row label={t('orders.detail.paymentMethod')}>
                {order.payment_method
                  ? paymentMethodLabels[order.payment_method]
                  : t('orders.detail.notChosen')}
              </Row>
              {reference && (
                <Row label={reference.label}>
                  <span className="font-mono break-all" data-testid="payment-reference">
                    {reference.value}
                  </span>
                </Row>
              )}
              {order.paid_at && (
                <Row label={t('orders.detail.paidAt')}>
                  <time dateTime={order.paid_at}>{format(order.paid_at)}</time>
                </Row>
              )}
            </dl>
          </Section>
          {(order.shipping_address || order.shipping_city) && (
            <Section title={t('orders.detail.shippingTitle')}>
              <address className="text-sm not-italic break-words">
                {order.shipping_address}
                {order.shipping_address && order.shipping_city && <br />}
                {order.shipping_city}
              </address>
            </Section>
          )}
          <Section title={t('orders.detail.contactTitle')}>
            <p className="text-sm break-all">{order.contact_phone}</p>
            <p className="text-sm break-all">{order.contact_email}</p>
          </Section>
        </div>
      </div>

      {order.timeline.length > 0 && (
        <Section title={t('orders.detail.timelineTitle')}>
          <OrderTimeline entries={order.timeline} />
        </Section>
      )}
    </>
  )
}

function Section({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className={cn('h-fit rounded-xl border bg-card p-4 sm:p-6', className)}>
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  )
}
