import { formatMoney } from '@soko/shared/money/format-money'
import {
  Briefcase,
  CalendarCheck,
  CarTaxiFront,
  ChevronRight,
  House,
  ShieldCheck,
  Stethoscope,
  Inbox,
  Package,
  Ticket,
  UtensilsCrossed,
  type LucideIcon,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-states'
import { currentLanguage } from '@/lib/i18n'
import { useActivity } from '../api/get-activity'
import type { ActivityItem, ActivityKind } from '../activity-types'
import { formatDateTime } from '@/lib/date-format'

// food_order: a food delivery (issue 13); its status is the food order's own (placed, on the way, ...).
// ride: a taxi or boda boda ride (issue 15); its status is the ride's own (requested, accepted, ...).
// property_viewing and job_application (issue 16): statuses worded per kind (activity.statusByKind).
// appointment and insurance_quote (issue 17): likewise.
const kindIcons: Record<string, LucideIcon> = {
  order: Package,
  service_booking: CalendarCheck,
  event_booking: Ticket,
  food_order: UtensilsCrossed,
  ride: CarTaxiFront,
  property_viewing: House,
  job_application: Briefcase,
  appointment: Stethoscope,
  insurance_quote: ShieldCheck,
}

const doneStatuses = new Set(['completed', 'used', 'delivered', 'offered', 'attended', 'answered'])
const stoppedStatuses = new Set([
  'cancelled',
  'rejected',
  'expired',
  'failed',
  'void',
  'unmatched',
  'declined',
  'withdrawn',
  'no_show',
])

/** /activity (DESIGN.md, Verticals): one list of what the customer has going, newest first. */
export function ActivityPage() {
  const { t } = useTranslation()
  const query = useActivity()
  const items = query.data?.pages.flatMap((page) => page.items) ?? []

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:py-8">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('activity.title')}</h1>
        <p className="text-muted-foreground">{t('activity.subtitle')}</p>
      </div>
      {query.isPending ? (
        <ListLoading label={t('activity.loading')} rows={4} variant="card" />
      ) : query.isError && items.length === 0 ? (
        <ListError
          message={t('activity.loadFailed')}
          retryLabel={t('activity.retry')}
          onRetry={() => void query.refetch()}
          className="rounded-xl border py-10"
        />
      ) : items.length === 0 ? (
        <ListEmpty
          icon={Inbox}
          title={t('activity.empty.title')}
          description={t('activity.empty.text')}
          className="rounded-xl border"
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <Button asChild>
                <Link to="/shop">{t('activity.empty.shop')}</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/events">{t('activity.empty.events')}</Link>
              </Button>
            </div>
          }
        />
      ) : (
        <>
          <ul className="flex flex-col gap-3" data-testid="activity-list">
            {items.map((item) => (
              <li key={`${item.kind}-${item.id}`}>
                <ActivityRow item={item} />
              </li>
            ))}
          </ul>
          {query.isFetchNextPageError && (
            <p role="alert" className="text-center text-sm text-destructive">
              {t('activity.loadFailed')}
            </p>
          )}
          {query.hasNextPage && (
            <Button
              variant="outline"
              className="self-center"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage ? t('activity.loadingMore') : t('activity.loadMore')}
            </Button>
          )}
        </>
      )}
    </div>
  )
}

function ActivityRow({ item }: { item: ActivityItem }) {
  const { t } = useTranslation()
  const Icon = kindIcons[item.kind] ?? Package
  const date = new Date(item.date)
  const when = Number.isNaN(date.getTime())
    ? item.date
    : formatDateTime(date, currentLanguage(), { dateStyle: 'medium' })
  const variant = doneStatuses.has(item.status)
    ? 'default'
    : stoppedStatuses.has(item.status)
      ? 'destructive'
      : 'secondary'
  return (
    <Link
      to={item.href}
      data-testid="activity-item"
      data-kind={item.kind}
      className="group flex items-center gap-4 rounded-xl border bg-card p-4 shadow-sm transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Icon aria-hidden className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="text-xs font-medium text-muted-foreground">
          {t(`activity.kinds.${item.kind as ActivityKind}`, { defaultValue: item.kind })} ·{' '}
          <time dateTime={item.date}>{when}</time>
        </span>
        <span className="font-semibold break-words">{item.title}</span>
        {item.subtitle && <span className="text-sm break-words text-muted-foreground">{item.subtitle}</span>}

        <span className="flex flex-wrap items-center gap-2">
          <Badge variant={variant} data-testid="activity-status">
            {/* A kind's own word first (a viewing "requested" is not a ride "requested"), then the shared one. */}
            {t(`activity.statusByKind.${item.kind}.${item.status}` as 'activity.status.pending', {
              defaultValue: t(`activity.status.${item.status}` as 'activity.status.pending', {
                defaultValue: item.status,
              }),
            })}
          </Badge>
          {item.ticket_count !== null && (
            <span className="text-sm font-medium" data-testid="activity-tickets">
              {t('activity.tickets', { count: item.ticket_count })}
            </span>
          )}
          {item.amount_cents !== null && (
            <span className="text-sm font-medium">
              {item.amount_cents === 0 ? t('activity.free') : formatMoney(item.amount_cents)}
            </span>
          )}
        </span>
      </span>
      <ChevronRight
        aria-hidden
        className="size-5 shrink-0 text-muted-foreground group-hover:text-foreground"
      />
    </Link>
  )
}
