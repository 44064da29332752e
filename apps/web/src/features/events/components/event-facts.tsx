import { CalendarDays, Clock, MapPin, User, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '@/lib/i18n'
import { formatEventDates } from '../event-display'
import type { EventCard } from '../event-types'

/** Day, time, venue, organiser and seats, as a description list (preview dialog and event page). */
export function EventFacts({ event }: { event: EventCard }) {
  const { t } = useTranslation()
  return (
    <dl className="flex flex-col gap-3 text-sm">
      <Fact icon={<CalendarDays aria-hidden />} term={t('events.card.date')}>
        {formatEventDates(event, currentLanguage(), 'full')}
      </Fact>
      <Fact icon={<Clock aria-hidden />} term={t('events.card.time')}>
        {event.time}
      </Fact>
      <Fact icon={<MapPin aria-hidden />} term={t('events.card.location')}>
        {event.location}
      </Fact>
      {event.organizer && (
        <Fact icon={<User aria-hidden />} term={t('events.detail.organizer')}>
          {event.organizer}
        </Fact>
      )}
      <Fact icon={<Users aria-hidden />} term={t('events.card.seats')}>
        <span data-testid="event-seats">
          {event.seats_left > 0
            ? t('events.detail.seatsOf', { count: event.seats_left, max: event.max_attendees })
            : t('events.card.noSeats')}
        </span>
      </Fact>
    </dl>
  )
}

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="flex items-center gap-2 font-medium [&>svg]:size-4 [&>svg]:shrink-0 [&>svg]:text-muted-foreground">
        {icon}
        {term}
      </dt>
      <dd className="pl-6 break-words text-muted-foreground">{children}</dd>
    </div>
  )
}
