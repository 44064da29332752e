import { Eye, MapPin, Share2, Ticket, Users } from 'lucide-react'
import { EVENT_CARD_SIZES } from '@soko/shared/events/event.constants'
import { CalendarDays, Clock } from '@/components/ui/shell-icons'
import { memo, useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { currentLanguage } from '@/lib/i18n'
import { cn } from '@/lib/utils'
import { bookingBlock, eventPath, formatEventDates, formatEventPrice } from '../event-display'
import type { EventView } from '../event-filters'
import type { EventCard as EventCardData } from '../event-types'
import { EventImage } from './event-image'
import { shareEvent } from './share-event'

export interface EventCardProps {
  event: EventCardData
  view: EventView
  onBook: (event: EventCardData) => void
  onPreview: (event: EventCardData) => void
  /** The first row loads its pictures at once; the rest wait until they scroll near. */
  eager?: boolean
}

/**
 * An event in the list (spec 001 section 2): picture, type, price (FREE at 0), title, day, time, place, seats
 * left; Event Ended or Sold Out disable Book. Preview opens the preview dialog; Share copies the link.
 */
export const EventCard = memo(function EventCard({ event, view, onBook, onPreview, eager }: EventCardProps) {
  const { t } = useTranslation()
  const titleId = useId()
  const block = bookingBlock(event)
  const price = formatEventPrice(event.price_cents)
  const list = view === 'list'

  return (
    <article
      aria-labelledby={titleId}
      data-testid="event-card"
      className={cn(
        'flex h-full overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md',
        list ? 'flex-col sm:flex-row' : 'flex-col',
      )}
    >
      <div className={cn('relative shrink-0', list && 'sm:w-64')}>
        <EventImage
          src={event.image_url}
          width={640}
          height={360}
          eager={eager}
          sizes={list ? '(min-width: 640px) 256px, calc(100vw - 32px)' : EVENT_CARD_SIZES}
          className={cn('aspect-video w-full', list && 'sm:h-full')}
        />
        <div className="absolute top-2 left-2 flex flex-wrap gap-1.5">
          <Badge variant="secondary" className="bg-background/90">
            {t(`events.types.${event.event_type}`)}
          </Badge>
        </div>
        {block && (
          <div className="absolute top-2 right-2">
            <Badge
              variant={block === 'ended' ? 'secondary' : 'destructive'}
              className={cn(block === 'ended' && 'bg-foreground text-background')}
              data-testid="event-block"
            >
              {block === 'ended' ? t('events.card.ended') : t('events.card.soldOut')}
            </Badge>
          </div>
        )}
      </div>

      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <h3 id={titleId} className="line-clamp-2 text-lg leading-tight font-semibold">
            <Link to={eventPath(event.id)} className="hover:underline focus-visible:underline">
              {event.title}
            </Link>
          </h3>
          <p
            className={cn('shrink-0 text-lg font-bold', price ? 'text-foreground' : 'text-primary')}
            data-testid="event-price"
          >
            {price ?? t('events.card.free')}
          </p>
        </div>
        {list && <p className="line-clamp-2 text-sm text-muted-foreground">{event.description}</p>}
        <dl className="flex flex-col gap-1.5 text-sm">
          <Fact icon={<CalendarDays aria-hidden />} term={t('events.card.date')}>
            {formatEventDates(event, currentLanguage())}
          </Fact>
          <Fact icon={<Clock aria-hidden />} term={t('events.card.time')}>
            {event.time}
          </Fact>
          <Fact icon={<MapPin aria-hidden />} term={t('events.card.location')}>
            <span className="line-clamp-1">{event.location}</span>
          </Fact>
          <Fact icon={<Users aria-hidden />} term={t('events.card.seats')}>
            <span data-testid="event-seats">
              {event.seats_left > 0
                ? t('events.card.seatsLeft', { count: event.seats_left })
                : t('events.card.noSeats')}
            </span>
          </Fact>
        </dl>

        <div className="mt-auto flex flex-col gap-2 pt-1 sm:flex-row">
          <Button
            className="sm:flex-1"
            disabled={block !== null}
            onClick={() => onBook(event)}
            aria-describedby={titleId}
          >
            <Ticket aria-hidden />
            {t('events.card.book')}
          </Button>
          <div className="flex gap-2">
            <Button
              variant="outline"
              className="min-w-0 flex-1"
              onClick={() => onPreview(event)}
              aria-label={t('events.card.previewOf', { title: event.title })}
              aria-haspopup="dialog"
            >
              <Eye aria-hidden />
              {t('events.card.preview')}
            </Button>
            <Button
              variant="outline"
              size="icon"
              aria-label={t('events.card.shareOf', { title: event.title })}
              onClick={() => void shareEvent(event.id, t)}
            >
              <Share2 aria-hidden />
            </Button>
          </div>
        </div>
      </div>
    </article>
  )
})

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="sr-only">{term}</dt>
      <dd className="flex min-w-0 items-center gap-2 [&>svg]:size-4 [&>svg]:shrink-0 [&>svg]:text-muted-foreground">
        {icon}
        {children}
      </dd>
    </div>
  )
}

/** A card's shape while the list loads. */
export function EventCardSkeleton() {
  return (
    <div aria-hidden className="flex flex-col overflow-hidden rounded-xl border bg-card">
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="flex flex-col gap-3 p-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-11 w-full" />
      </div>
    </div>
  )
}
