import type { OrderTimelineEntry } from '@soko/shared/orders/order.schema'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '@/lib/i18n'
import { cn } from '@/lib/utils'
import { formatDateTime } from '@/lib/date-format'

/** The order's status history, oldest first. */
export function OrderTimeline({ entries }: { entries: OrderTimelineEntry[] }) {
  const { t } = useTranslation()
  const language = currentLanguage()
  return (
    <ol className="flex flex-col" data-testid="order-timeline">
      {entries.map((entry, index) => {
        const last = index === entries.length - 1
        const bad =
          entry.event === 'payment_failed' || entry.event === 'cancelled' || entry.event === 'expired'
        return (
          <li
            key={`${entry.event}-${entry.created_at}-${index}`}
            className="relative flex gap-3 pb-4 last:pb-0"
          >
            {!last && <span aria-hidden className="absolute top-4 left-[5px] h-full w-px bg-border" />}
            <span
              aria-hidden
              className={cn(
                'relative mt-1.5 size-3 shrink-0 rounded-full border-2',
                bad ? 'border-destructive bg-destructive' : 'border-primary bg-primary',
              )}
            />
            <div className="flex flex-col">
              <span className="font-medium">{t(`orders.timeline.${entry.event}`)}</span>
              {entry.note && <span className="text-sm break-words text-muted-foreground">{entry.note}</span>}
              <time dateTime={entry.created_at} className="text-xs text-muted-foreground">
                {formatDateTime(new Date(entry.created_at), language, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                })}
              </time>
            </div>
          </li>
        )
      })}
    </ol>
  )
}
