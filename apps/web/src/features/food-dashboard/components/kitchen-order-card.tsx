import { formatKenyanPhoneNational } from '@soko/shared/phone/phone-format'
import {
  canKitchenMove,
  ESTIMATE_MAX_MINUTES,
  ESTIMATE_MIN_MINUTES,
  type FoodOrderStatus,
  type KitchenMove,
} from '@soko/shared/food/food.constants'
import { Bike, Check, ChefHat, MapPin, PackageCheck, Phone, X } from 'lucide-react'
import { lazy, Suspense, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge, type badgeVariants } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import type { VariantProps } from 'class-variance-authority'
import type { KitchenMoveInput, KitchenOrder } from '../api/food-dashboard-types'
import { useMoveKitchenOrder } from '../api/move-kitchen-order'
import { formatOrderTime, money } from '../format'
import { validWhole } from '../form-values'

// The reason's dialog brings Radix's dialog: it loads with the first press of Reject.
const RejectOrderDialog = lazy(() =>
  import('./reject-order-dialog').then((module) => ({ default: module.RejectOrderDialog })),
)

type BadgeVariant = VariantProps<typeof badgeVariants>['variant']
const statusVariant: Partial<Record<FoodOrderStatus, BadgeVariant>> = {
  placed: 'accent',
  accepted: 'default',
  preparing: 'default',
  on_the_way: 'default',
  delivered: 'secondary',
  rejected: 'destructive',
}

/** The one-press moves after acceptance, in the order a kitchen makes them. */
const forwardMoves = [
  { to: 'preparing', icon: ChefHat },
  { to: 'on_the_way', icon: Bike },
  { to: 'delivered', icon: PackageCheck },
] as const satisfies readonly { to: KitchenMove; icon: unknown }[]

const clampEstimate = (minutes: number) =>
  Math.min(ESTIMATE_MAX_MINUTES, Math.max(ESTIMATE_MIN_MINUTES, Math.round(minutes)))

/**
 * One paid order on the kitchen screen: who, where, what, how much, and the moves its status allows
 * (kitchenMoves): Accept with an estimate, Reject with a reason, Start preparing, Out for delivery,
 * Delivered. The server refuses a move that is no longer allowed (another screen was quicker): its message
 * shows as a toast.
 */
export function KitchenOrderCard({
  order,
  defaultEstimate,
}: {
  order: KitchenOrder
  /** The restaurant's usual delivery time, offered as the estimate. */
  defaultEstimate: number
}) {
  const { t, i18n } = useTranslation()
  const id = useId()
  const headingId = `${id}-heading`
  const move = useMoveKitchenOrder()
  const [estimate, setEstimate] = useState(String(clampEstimate(defaultEstimate)))
  const [estimateError, setEstimateError] = useState<string>()
  const [rejecting, setRejecting] = useState(false)
  const reference = order.order_reference
  const status = order.status

  async function send(input: KitchenMoveInput) {
    try {
      await move.mutateAsync({ orderId: order.order_id, move: input })
      toast.success(t(`foodDashboard.kitchen.moved.${input.status as KitchenMove}`, { reference }))
      return true
    } catch (error) {
      toast.error(errorMessage(error, t('foodDashboard.kitchen.moveFailed')))
      return false
    }
  }

  function accept() {
    if (!validWhole(estimate, ESTIMATE_MIN_MINUTES, ESTIMATE_MAX_MINUTES)) {
      setEstimateError(t('foodDashboard.kitchen.estimateInvalid'))
      return
    }
    setEstimateError(undefined)
    void send({ status: 'accepted', estimate_minutes: Number(estimate) })
  }

  const itemCount = order.items.reduce((sum, item) => sum + item.quantity, 0)

  return (
    <article
      aria-labelledby={headingId}
      data-testid="kitchen-order"
      data-status={status}
      className="flex h-full min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm data-[status=placed]:border-accent data-[status=placed]:ring-2 data-[status=placed]:ring-accent/40"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col">
          <h3 id={headingId} className="font-semibold break-words">
            {t('foodDashboard.kitchen.orderTitle', { reference })}
          </h3>
          <p className="text-sm text-muted-foreground">
            <time dateTime={order.paid_at ?? order.created_at}>
              {formatOrderTime(order.paid_at ?? order.created_at, i18n.language)}
            </time>
            {' · '}
            {t('foodDashboard.kitchen.itemCount', { count: itemCount })}
          </p>
        </div>
        <Badge variant={statusVariant[status] ?? 'outline'} data-testid="kitchen-order-status">
          {t(`foodDashboard.status.${status}`)}
        </Badge>
      </header>

      <dl className="grid grid-cols-1 gap-2 text-sm">
        <div className="flex min-w-0 flex-col">
          <dt className="text-muted-foreground">{t('foodDashboard.kitchen.customer')}</dt>
          <dd className="font-medium break-words">{order.customer_name}</dd>
        </div>
        <div className="flex min-w-0 flex-col">
          <dt className="text-muted-foreground">{t('foodDashboard.kitchen.phone')}</dt>
          <dd>
            <a
              href={`tel:${order.contact_phone.replace(/\s+/g, '')}`}
              className="inline-flex min-h-11 items-center gap-2 font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              aria-label={t('foodDashboard.kitchen.call', {
                phone: formatKenyanPhoneNational(order.contact_phone),
              })}
            >
              <Phone aria-hidden className="size-4" />
              {formatKenyanPhoneNational(order.contact_phone)}
            </a>
          </dd>
        </div>
        <div className="flex min-w-0 flex-col">
          <dt className="text-muted-foreground">{t('foodDashboard.kitchen.deliverTo')}</dt>
          <dd className="flex items-start gap-1 break-words">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span className="min-w-0">
              {order.delivery_address}
              {order.delivery_city ? `, ${order.delivery_city}` : ''}
            </span>
          </dd>
        </div>
        {order.notes && (
          <div className="flex min-w-0 flex-col">
            <dt className="text-muted-foreground">{t('foodDashboard.kitchen.notes')}</dt>
            <dd className="rounded-md bg-muted px-3 py-2 break-words">{order.notes}</dd>
          </div>
        )}
      </dl>

      <div>
        <ul className="flex flex-col gap-1 text-sm" aria-label={t('foodDashboard.kitchen.dishes')}>
          {order.items.map((item) => (
            <li key={item.menu_item_id} className="flex justify-between gap-3">
              <span className="min-w-0 break-words">
                <span className="font-semibold tabular-nums">{item.quantity} ×</span> {item.name}
              </span>
              <span className="shrink-0 tabular-nums">{money(item.price_cents * item.quantity)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-2 flex flex-col gap-1 border-t pt-2 text-sm">
          <div className="flex justify-between gap-3 text-muted-foreground">
            <dt>{t('foodDashboard.kitchen.subtotal')}</dt>
            <dd className="tabular-nums">{money(order.subtotal_cents)}</dd>
          </div>
          <div className="flex justify-between gap-3 text-muted-foreground">
            <dt>{t('foodDashboard.kitchen.deliveryFee')}</dt>
            <dd className="tabular-nums">{money(order.delivery_fee_cents)}</dd>
          </div>
          <div className="flex justify-between gap-3 font-semibold">
            <dt>{t('foodDashboard.kitchen.total')}</dt>
            <dd className="tabular-nums" data-testid="kitchen-order-total">
              {money(order.total_cents)}
            </dd>
          </div>
        </dl>
      </div>

      {order.estimate_minutes !== null && status !== 'rejected' && (
        <p className="text-sm">{t('foodDashboard.kitchen.estimate', { minutes: order.estimate_minutes })}</p>
      )}
      {status === 'rejected' && order.reject_reason && (
        <p className="rounded-md bg-muted px-3 py-2 text-sm break-words">
          {t('foodDashboard.kitchen.rejectedBecause', { reason: order.reject_reason })}
        </p>
      )}

      <div className="mt-auto flex flex-col gap-2">
        {canKitchenMove(status, 'accepted') && (
          <form
            noValidate
            className="flex flex-col gap-2"
            onSubmit={(event) => {
              event.preventDefault()
              accept()
            }}
          >
            <label htmlFor={`${id}-estimate`} className="text-sm font-medium leading-none">
              {t('foodDashboard.kitchen.estimateLabel')}
            </label>
            <div className="flex gap-2">
              <Input
                id={`${id}-estimate`}
                type="number"
                inputMode="numeric"
                min={ESTIMATE_MIN_MINUTES}
                max={ESTIMATE_MAX_MINUTES}
                step={5}
                value={estimate}
                onChange={(event) => setEstimate(event.target.value)}
                aria-invalid={estimateError ? true : undefined}
                aria-describedby={estimateError ? `${id}-estimate-error` : `${id}-estimate-hint`}
                className="w-24 shrink-0"
              />
              <Button
                type="submit"
                className="min-h-11 flex-1"
                disabled={move.isPending}
                aria-describedby={headingId}
              >
                <Check aria-hidden />
                {t('foodDashboard.kitchen.accept')}
              </Button>
            </div>
            {estimateError ? (
              <p id={`${id}-estimate-error`} role="alert" className="text-sm text-destructive">
                {estimateError}
              </p>
            ) : (
              <p id={`${id}-estimate-hint`} className="text-xs text-muted-foreground">
                {t('foodDashboard.kitchen.estimateHint', {
                  min: ESTIMATE_MIN_MINUTES,
                  max: ESTIMATE_MAX_MINUTES,
                })}
              </p>
            )}
          </form>
        )}
        {forwardMoves
          .filter((step) => canKitchenMove(status, step.to))
          .map(({ to, icon: Icon }) => (
            <Button
              key={to}
              className="min-h-11"
              disabled={move.isPending}
              onClick={() => void send({ status: to })}
              aria-describedby={headingId}
            >
              <Icon aria-hidden />
              {t(`foodDashboard.kitchen.actions.${to}`)}
            </Button>
          ))}
        {canKitchenMove(status, 'rejected') && (
          <Button
            variant="outline"
            className="min-h-11 text-destructive"
            disabled={move.isPending}
            onClick={() => setRejecting(true)}
            aria-describedby={headingId}
          >
            <X aria-hidden />
            {t('foodDashboard.kitchen.reject')}
          </Button>
        )}
      </div>
      <Suspense fallback={null}>
        {rejecting && (
          <RejectOrderDialog
            reference={reference}
            pending={move.isPending}
            onClose={() => setRejecting(false)}
            onReject={(reason) =>
              void send({ status: 'rejected', reason }).then((done) => done && setRejecting(false))
            }
          />
        )}
      </Suspense>
    </article>
  )
}
