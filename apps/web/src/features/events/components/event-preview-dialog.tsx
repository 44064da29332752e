import { ArrowRight, Share2, Ticket } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { bookingBlock, eventPath, formatEventPrice } from '../event-display'
import type { EventCard } from '../event-types'
import { EventFacts } from './event-facts'
import { EventImage } from './event-image'
import { shareEvent } from './share-event'

export interface EventPreviewDialogProps {
  event: EventCard
  onClose: () => void
  onBook: (event: EventCard) => void
}

/** The preview dialog (spec 001 section 2): the event at a glance, with Book, Share and its page. */
export default function EventPreviewDialog({ event, onClose, onBook }: EventPreviewDialogProps) {
  const { t } = useTranslation()
  const block = bookingBlock(event)
  const price = formatEventPrice(event.price_cents)
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('events.booking.close')} className="max-w-2xl">
        <EventImage
          src={event.image_url}
          alt={event.title}
          width={640}
          height={360}
          eager
          className="aspect-video w-full rounded-lg"
        />
        <DialogHeader>
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary">{t(`events.types.${event.event_type}`)}</Badge>
            {block && (
              <Badge variant={block === 'ended' ? 'outline' : 'destructive'}>
                {block === 'ended' ? t('events.card.ended') : t('events.card.soldOut')}
              </Badge>
            )}
          </div>
          <DialogTitle className="text-2xl">{event.title}</DialogTitle>
          <DialogDescription className="text-base whitespace-pre-line text-foreground">
            {event.description}
          </DialogDescription>
        </DialogHeader>
        <EventFacts event={event} />
        <p className="text-2xl font-bold">{price ?? t('events.card.free')}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            className="sm:flex-1"
            disabled={block !== null}
            onClick={() => {
              onClose()
              onBook(event)
            }}
          >
            <Ticket aria-hidden />
            {t('events.card.book')}
          </Button>
          <Button variant="outline" onClick={() => void shareEvent(event.id, t)}>
            <Share2 aria-hidden />
            {t('events.share.label')}
          </Button>
          <Button asChild variant="outline">
            <Link to={eventPath(event.id)}>
              {t('events.card.viewDetails')}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
