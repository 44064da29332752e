import { CalendarPlus, CheckCheck, DollarSign, Ticket, Armchair, Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-states'
import { StatCard } from '@/components/ui/stat-card'
import type { Attendee, PromoterEvent } from '../api/event-dashboard-types'
import { useAttendees } from '../api/get-attendees'
import { chosenEvent, useDashboardPlace } from '../dashboard-place'
import { count, formatCheckInTime, money } from '../format'
import { EventPicker } from './event-picker'

/** Sales and attendees of one event: tickets sold, seats left, revenue of paid orders, who has come in. */
export function SalesPanel({ events }: { events: PromoterEvent[] | undefined }) {
  const { t } = useTranslation()
  const { eventId, go } = useDashboardPlace()
  if (!events)
    return (
      <Card>
        <ListLoading label={t('eventDashboard.common.loading')} />
      </Card>
    )
  const event = chosenEvent(events, eventId)
  if (!event)
    return (
      <Card>
        <ListEmpty
          icon={CalendarPlus}
          title={t('eventDashboard.events.emptyTitle')}
          description={t('eventDashboard.events.emptyDescription')}
        />
      </Card>
    )
  return (
    <section aria-labelledby="event-sales" className="flex flex-col gap-4">
      <h2 id="event-sales" className="text-xl font-semibold">
        {t('eventDashboard.sales.title')}
      </h2>
      <EventPicker events={events} value={event.id} onChange={(id) => go('sales', id)} />
      <div
        role="group"
        aria-label={t('eventDashboard.sales.figures', { title: event.title })}
        className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
      >
        <StatCard
          label={t('eventDashboard.sales.ticketsSold')}
          value={count(event.tickets_sold)}
          icon={Ticket}
        />
        <StatCard
          label={t('eventDashboard.sales.seatsLeft')}
          value={count(event.seats_left)}
          icon={Armchair}
        />
        <StatCard
          label={t('eventDashboard.sales.revenue')}
          value={money(event.revenue_cents)}
          icon={DollarSign}
        />
        <StatCard
          label={t('eventDashboard.sales.checkedIn')}
          value={count(event.checked_in)}
          icon={CheckCheck}
        />
      </div>
      <Attendees eventId={event.id} title={event.title} />
    </section>
  )
}

function Attendees({ eventId, title }: { eventId: string; title: string }) {
  const { t } = useTranslation()
  const attendees = useAttendees(eventId)
  const list = attendees.data?.attendees
  return (
    <section aria-labelledby="event-attendees" className="flex flex-col gap-3">
      <h3 id="event-attendees" className="text-lg font-semibold">
        {t('eventDashboard.attendees.title')}
      </h3>
      <Card className="overflow-hidden">
        {list ? (
          list.length === 0 ? (
            <ListEmpty
              icon={Users}
              title={t('eventDashboard.attendees.emptyTitle')}
              description={t('eventDashboard.attendees.emptyDescription')}
            />
          ) : (
            <AttendeeTable attendees={list} caption={t('eventDashboard.attendees.caption', { title })} />
          )
        ) : attendees.isError ? (
          <ListError
            message={t('eventDashboard.common.loadFailed')}
            retryLabel={t('eventDashboard.common.retry')}
            onRetry={() => void attendees.refetch()}
          />
        ) : (
          <ListLoading label={t('eventDashboard.common.loading')} rows={4} />
        )}
      </Card>
    </section>
  )
}

const statusVariant = { valid: 'secondary', used: 'default', void: 'destructive' } as const

function AttendeeTable({ attendees, caption }: { attendees: Attendee[]; caption: string }) {
  const { t, i18n } = useTranslation()
  const th = 'px-4 py-3 text-left font-medium whitespace-nowrap text-muted-foreground'
  const td = 'px-4 py-3 align-top'
  return (
    // Wider than a phone: the table scrolls sideways in a region the keyboard can reach.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b bg-muted/50">
          <tr>
            <th scope="col" className={th}>
              {t('eventDashboard.attendees.name')}
            </th>
            <th scope="col" className={th}>
              {t('eventDashboard.attendees.code')}
            </th>
            <th scope="col" className={th}>
              {t('eventDashboard.attendees.status')}
            </th>
            <th scope="col" className={th}>
              {t('eventDashboard.attendees.checkedInAt')}
            </th>
          </tr>
        </thead>
        <tbody>
          {attendees.map((attendee) => (
            <tr key={attendee.ticket_id} className="border-b last:border-0" data-testid="attendee-row">
              <td className={td}>
                <div className="font-medium break-words">{attendee.holder_name}</div>
                <div className="text-xs break-all text-muted-foreground">{attendee.email}</div>
              </td>
              <td className={`${td} font-mono tracking-wider whitespace-nowrap`}>{attendee.code}</td>
              <td className={td}>
                <Badge variant={statusVariant[attendee.status]}>
                  {t(`eventDashboard.ticketStatus.${attendee.status}`)}
                </Badge>
              </td>
              <td className={`${td} whitespace-nowrap tabular-nums`}>
                {attendee.checked_in_at
                  ? formatCheckInTime(attendee.checked_in_at, i18n.language)
                  : t('eventDashboard.attendees.notYet')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
