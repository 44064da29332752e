import { Check, Circle, Clock, Phone, TriangleAlert, XCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { currentLanguage } from '@/lib/i18n'
import { toast } from '@/lib/toast'
import { cn } from '@/lib/utils'
import { useFoodOrder } from '../api/get-food-order'
import { clockTime, telHref } from '../food-display'
import { trackerView } from '../food-order-steps'
import type { FoodOrder } from '../food-types'
import { formatDateTime } from '@/lib/date-format'

/**
 * The food order's live status on /orders/:id (issue 13): placed, accepted, preparing, on the way, delivered,
 * or rejected with the reason (refund due) or cancelled; the kitchen's estimate, the restaurant with a Call
 * link, and the history. Read under the live channel's key, so each move shows without a reload.
 */
export default function FoodOrderTracker({ orderId }: { orderId: string }) {
  const { t } = useTranslation()
  const query = useFoodOrder(orderId)
  if (query.isPending) return <Skeleton className="h-48 w-full rounded-xl" />
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border p-6 text-center">
        <p>{t('food.tracker.loadFailed')}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('food.retry')}
        </Button>
      </div>
    )
  }
  return <FoodOrderStatusCard order={query.data} />
}

export function FoodOrderStatusCard({ order }: { order: FoodOrder }) {
  const { t } = useTranslation()
  const view = trackerView(order)
  const locale = currentLanguage()
  const tel = telHref(order.restaurant.phone)
  const showEstimate = order.estimated_delivery_at !== null && !view.ended && order.status !== 'delivered'

  return (
    <section
      aria-labelledby="food-tracker-title"
      className="flex flex-col gap-5 rounded-xl border bg-card p-4 sm:p-6"
      data-testid="food-tracker"
      data-status={order.status}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id="food-tracker-title" className="text-lg font-semibold">
            {t('food.tracker.title')}
          </h2>
          <p className="break-words text-muted-foreground">{order.restaurant.name}</p>
        </div>
        <Badge
          variant={view.ended ? 'destructive' : order.status === 'delivered' ? 'default' : 'secondary'}
          data-testid="food-status"
          aria-live="polite"
        >
          {t(`food.status.${order.status}`)}
        </Badge>
      </div>

      {showEstimate && order.estimated_delivery_at && (
        <p className="flex items-center gap-2 font-medium" data-testid="food-estimate">
          <Clock aria-hidden className="size-5 text-primary" />
          {t('food.tracker.arrivesBy', { time: clockTime(order.estimated_delivery_at, locale) })}
        </p>
      )}
      {view.awaitingPayment && (
        <p className="text-sm text-muted-foreground">{t('food.tracker.awaitingPayment')}</p>
      )}
      {view.ended === 'rejected' && (
        <div
          role="status"
          className="flex items-start gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-3"
        >
          <XCircle aria-hidden className="mt-0.5 size-5 shrink-0 text-destructive" />
          <div className="flex flex-col gap-1 text-sm">
            <p className="font-medium">{t('food.tracker.rejected')}</p>
            {order.reject_reason && (
              <p className="break-words" data-testid="food-reject-reason">
                {t('food.tracker.reason', { reason: order.reject_reason })}
              </p>
            )}
            {order.refund_due && <p data-testid="food-refund-due">{t('food.tracker.refundDue')}</p>}
          </div>
        </div>
      )}
      {view.ended === 'cancelled' && (
        <p role="status" className="flex items-center gap-2 text-sm">
          <TriangleAlert aria-hidden className="size-5 text-destructive" />
          {t('food.tracker.cancelled')}
        </p>
      )}

      <ol className="flex flex-col gap-0" aria-label={t('food.tracker.stepsLabel')}>
        {view.steps.map((step, index) => (
          <li
            key={step.status}
            className="flex gap-3"
            data-state={step.state}
            data-testid="food-step"
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <div className="flex flex-col items-center">
              <span
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full border-2',
                  step.state === 'done' && 'border-primary bg-primary text-primary-foreground',
                  step.state === 'current' && 'border-primary text-primary',
                  step.state === 'upcoming' && 'border-muted-foreground/40 text-muted-foreground/60',
                )}
              >
                {step.state === 'done' ? (
                  <Check aria-hidden className="size-4" />
                ) : (
                  <Circle aria-hidden className="size-2.5 fill-current" />
                )}
              </span>
              {index < view.steps.length - 1 && (
                <span
                  aria-hidden
                  className={cn('min-h-6 w-0.5 flex-1', step.state === 'done' ? 'bg-primary' : 'bg-muted')}
                />
              )}
            </div>
            <div className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3 pb-4">
              <span className={cn('font-medium', step.state === 'upcoming' && 'text-muted-foreground')}>
                {t(`food.status.${step.status}`)}
                <span className="sr-only">, {t(`food.tracker.state.${step.state}`)}</span>
              </span>
              {step.at && (
                <time dateTime={step.at} className="text-sm text-muted-foreground">
                  {clockTime(step.at, locale)}
                </time>
              )}
            </div>
          </li>
        ))}
      </ol>

      <div className="flex flex-col gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="min-w-0 text-sm break-words text-muted-foreground">
          {t('food.tracker.deliverTo', {
            address: [order.delivery_address, order.delivery_city].filter(Boolean).join(', '),
          })}
        </p>
        {tel ? (
          <Button asChild variant="outline">
            <a href={tel} aria-label={t('food.card.callOf', { name: order.restaurant.name })}>
              <Phone aria-hidden />
              {t('food.menu.callRestaurant')}
            </a>
          </Button>
        ) : (
          <Button variant="outline" onClick={() => toast.error(t('food.phoneNotAvailable'))}>
            <Phone aria-hidden />
            {t('food.menu.callRestaurant')}
          </Button>
        )}
      </div>

      {order.history.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">{t('food.tracker.history')}</summary>
          <ul className="mt-2 flex flex-col gap-1" data-testid="food-history">
            {order.history.map((entry, index) => (
              <li key={`${entry.status}-${index}`} className="flex flex-wrap justify-between gap-x-3">
                <span>
                  {t(`food.status.${entry.status}`)}
                  {entry.note && <span className="text-muted-foreground"> · {entry.note}</span>}
                </span>
                <time dateTime={entry.at} className="text-muted-foreground">
                  {formatDateTime(new Date(entry.at), locale, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                    timeZone: 'Africa/Nairobi',
                  })}
                </time>
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  )
}
