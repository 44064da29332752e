import { ArrowLeft, CalendarX2, Share2, Ticket } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ErrorState } from '@/components/ui/error-state'
import { Skeleton } from '@/components/ui/skeleton'
import { ApiError } from '@/lib/api-client'
import { useDocumentTitle } from '@/lib/document-title'
import { useEvent } from '../api/get-event'
import { bookingBlock, formatEventPrice } from '../event-display'
import type { EventDetail } from '../event-types'
import { useEventBookingLauncher } from './booking-launcher'
import { EventFacts } from './event-facts'
import { EventImage } from './event-image'
import { shareEvent } from './share-event'

/** /events/{id}: an event's own page (the share link lands here), with Book and Share. */
export function EventPage({ id }: { id: string }) {
  const { t } = useTranslation()
  const query = useEvent(id)
  const { book, dialog } = useEventBookingLauncher()

  if (query.isPending) {
    return (
      <div role="status" className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-4 py-6">
        <span className="sr-only">{t('events.detail.loading')}</span>
        <Skeleton className="aspect-video w-full rounded-xl sm:aspect-[21/9]" />
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-24 w-full" />
      </div>
    )
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <EventNotFound />
    return (
      <div className="mx-auto w-full max-w-5xl px-4 py-10">
        <h1 className="sr-only">{t('events.detail.title')}</h1>
        <ErrorState
          message={t('events.detail.loadFailed')}
          retryLabel={t('events.retry')}
          onRetry={() => void query.refetch()}
          className="rounded-xl border py-10"
        />
      </div>
    )
  }
  const event = query.data
  return (
    <>
      <EventDetails event={event} onBook={() => book(event)} />
      {dialog}
    </>
  )
}

function EventNotFound() {
  const { t } = useTranslation()
  useDocumentTitle(t('events.detail.notFoundTitle'))
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <CalendarX2 aria-hidden className="size-12 text-muted-foreground" />
      <h1 className="text-2xl font-bold">{t('events.detail.notFoundTitle')}</h1>
      <p className="text-muted-foreground">{t('events.detail.notFoundText')}</p>
      <Button asChild>
        <Link to="/events">{t('events.detail.browse')}</Link>
      </Button>
    </div>
  )
}

function EventDetails({ event, onBook }: { event: EventDetail; onBook: () => void }) {
  const { t } = useTranslation()
  const block = bookingBlock(event)
  const price = formatEventPrice(event.price_cents)
  useDocumentTitle(event.title)

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:py-8">
      <Button asChild variant="ghost" className="self-start">
        <Link to="/events">
          <ArrowLeft aria-hidden />
          {t('events.detail.back')}
        </Link>
      </Button>

      <EventImage
        src={event.image_url}
        alt={event.title}
        width={1200}
        height={675}
        eager
        sizes="(min-width: 1024px) 976px, calc(100vw - 32px)"
        className="aspect-video w-full rounded-xl sm:aspect-[21/9]"
      />

      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary">{t(`events.types.${event.event_type}`)}</Badge>
            {block && (
              <Badge variant={block === 'ended' ? 'outline' : 'destructive'} data-testid="event-block">
                {block === 'ended' ? t('events.card.ended') : t('events.card.soldOut')}
              </Badge>
            )}
          </div>
          <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{event.title}</h1>
          <section aria-labelledby="event-about" className="flex flex-col gap-2">
            <h2 id="event-about" className="text-lg font-semibold">
              {t('events.detail.about')}
            </h2>
            <p className="whitespace-pre-line break-words text-muted-foreground">{event.description}</p>
          </section>
        </div>

        <aside
          aria-label={t('events.detail.details')}
          className="flex h-fit flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6 lg:sticky lg:top-20"
        >
          <p className="text-3xl font-bold" data-testid="event-price">
            {price ?? t('events.card.free')}
          </p>
          <EventFacts event={event} />
          <Button size="lg" disabled={block !== null} onClick={onBook}>
            <Ticket aria-hidden />
            {t('events.card.book')}
          </Button>
          <Button variant="outline" onClick={() => void shareEvent(event.id, t)}>
            <Share2 aria-hidden />
            {t('events.share.label')}
          </Button>
        </aside>
      </div>
    </div>
  )
}
