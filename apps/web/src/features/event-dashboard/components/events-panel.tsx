import { CalendarPlus, Eye, EyeOff, MapPin, Pencil, QrCode, Users } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ListEmpty, ListLoading } from '@/components/ui/list-states'
import { ProductThumb } from '@/components/ui/product-thumb'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import type { PromoterEvent } from '../api/event-dashboard-types'
import { useUpdatePromoterEvent } from '../api/save-promoter-event'
import type { DashboardTab } from '../dashboard-place'
import { count, formatEventDate, money } from '../format'

// The form brings Radix's dialog and react-hook-form: it loads with the first press, not with the page.
const EventFormDialog = lazy(() =>
  import('./event-form-dialog').then((module) => ({ default: module.EventFormDialog })),
)

/** My Events: each event with its state and sales, Add Event, Edit, Publish or Unpublish. */
export function EventsPanel({
  events,
  onOpen,
}: {
  events: PromoterEvent[] | undefined
  onOpen: (tab: DashboardTab, eventId: string) => void
}) {
  const { t } = useTranslation()
  // undefined: closed; null: a new event; an event: editing it.
  const [editing, setEditing] = useState<PromoterEvent | null | undefined>(undefined)
  const addButton = (
    <Button onClick={() => setEditing(null)}>
      <CalendarPlus aria-hidden />
      {t('eventDashboard.events.add')}
    </Button>
  )
  return (
    <section aria-labelledby="promoter-events" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="promoter-events" className="text-xl font-semibold">
          {t('eventDashboard.events.title')}
        </h2>
        {addButton}
      </div>
      {!events ? (
        <Card>
          <ListLoading label={t('eventDashboard.common.loading')} variant="thumbnail" />
        </Card>
      ) : events.length === 0 ? (
        <Card>
          <ListEmpty
            icon={CalendarPlus}
            title={t('eventDashboard.events.emptyTitle')}
            description={t('eventDashboard.events.emptyDescription')}
            action={addButton}
          />
        </Card>
      ) : (
        <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2" aria-label={t('eventDashboard.events.title')}>
          {events.map((event) => (
            <li key={event.id} className="min-w-0">
              <EventCard event={event} onEdit={() => setEditing(event)} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      )}
      <Suspense fallback={null}>
        {editing !== undefined && (
          <EventFormDialog key={editing?.id ?? 'new'} event={editing} onClose={() => setEditing(undefined)} />
        )}
      </Suspense>
    </section>
  )
}

// Four buttons two by two on a phone: a long label (Swahili's "Ondoa Uchapishaji") wraps instead of overflowing.
const cardButton = 'h-auto min-h-11 min-w-0 whitespace-normal text-center'

function EventCard({
  event,
  onEdit,
  onOpen,
}: {
  event: PromoterEvent
  onEdit: () => void
  onOpen: (tab: DashboardTab, eventId: string) => void
}) {
  const { t, i18n } = useTranslation()
  const update = useUpdatePromoterEvent()
  const headingId = `promoter-event-${event.id}`

  async function togglePublished() {
    const publish = !event.is_active
    try {
      await update.mutateAsync({ id: event.id, patch: { is_active: publish } })
      toast.success(publish ? t('eventDashboard.toast.published') : t('eventDashboard.toast.unpublished'))
    } catch (error) {
      toast.error(
        t('eventDashboard.toast.saveFailed', {
          message: errorMessage(error, t('eventDashboard.common.loadFailed')),
        }),
      )
    }
  }

  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
      data-testid="promoter-event"
    >
      <div className="flex min-w-0 gap-3">
        <ProductThumb src={event.image_url} size={64} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 id={headingId} className="font-semibold break-words">
            {event.title}
          </h3>
          <p className="text-sm text-muted-foreground">
            {t('eventDashboard.events.when', {
              date: formatEventDate(event.date, i18n.language),
              time: event.time,
            })}
          </p>
          <p className="flex min-w-0 items-start gap-1 text-sm text-muted-foreground">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span className="break-words">{event.location}</span>
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Badge variant={event.is_active ? 'default' : 'outline'} data-testid="event-state">
          {event.is_active ? t('eventDashboard.events.published') : t('eventDashboard.events.draft')}
        </Badge>
        <Badge variant="secondary">{t(`eventDashboard.types.${event.event_type}`)}</Badge>
        {event.is_ended && <Badge variant="secondary">{t('eventDashboard.events.ended')}</Badge>}
        {event.is_sold_out && <Badge variant="accent">{t('eventDashboard.events.soldOut')}</Badge>}
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div className="flex min-w-0 flex-col">
          <dt className="text-muted-foreground">{t('eventDashboard.events.sold')}</dt>
          <dd className="font-semibold tabular-nums" data-testid="event-sold">
            {t('eventDashboard.events.soldOf', {
              sold: count(event.tickets_sold),
              capacity: count(event.max_attendees),
            })}
          </dd>
        </div>
        <div className="flex min-w-0 flex-col">
          <dt className="text-muted-foreground">{t('eventDashboard.events.price')}</dt>
          <dd className="font-semibold tabular-nums">
            {event.price_cents === 0 ? t('eventDashboard.events.free') : money(event.price_cents)}
          </dd>
        </div>
        <div className="flex min-w-0 flex-col">
          <dt className="text-muted-foreground">{t('eventDashboard.events.revenue')}</dt>
          <dd className="font-semibold break-words tabular-nums">{money(event.revenue_cents)}</dd>
        </div>
      </dl>
      <div className="mt-auto grid grid-cols-2 gap-2">
        <Button variant="outline" className={cardButton} onClick={onEdit} aria-describedby={headingId}>
          <Pencil aria-hidden />
          {t('eventDashboard.events.edit')}
        </Button>
        <Button
          variant={event.is_active ? 'outline' : 'default'}
          className={cardButton}
          onClick={() => void togglePublished()}
          disabled={update.isPending}
          aria-describedby={headingId}
        >
          {event.is_active ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
          {event.is_active ? t('eventDashboard.events.unpublish') : t('eventDashboard.events.publish')}
        </Button>
        <Button
          variant="outline"
          className={cardButton}
          onClick={() => onOpen('sales', event.id)}
          aria-describedby={headingId}
        >
          <Users aria-hidden />
          {t('eventDashboard.events.attendees')}
        </Button>
        <Button
          variant="outline"
          className={cardButton}
          onClick={() => onOpen('check-in', event.id)}
          aria-describedby={headingId}
        >
          <QrCode aria-hidden />
          {t('eventDashboard.events.checkIn')}
        </Button>
      </div>
    </article>
  )
}
