import { Maximize2, Ticket as TicketIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { currentLanguage } from '@/lib/i18n'
import { formatEventDay } from '../event-display'
import type { Ticket, TicketStatus } from '../event-types'
import { TicketQr } from './ticket-qr'
import { formatDateTime } from '@/lib/date-format'

const statusVariant: Record<TicketStatus, 'default' | 'secondary' | 'destructive'> = {
  valid: 'default',
  used: 'secondary',
  void: 'destructive',
}

/** Tickets as cards: QR code, code, event, holder, status; Show ticket enlarges one for the door. */
export function TicketList({ tickets }: { tickets: Ticket[] }) {
  const { t } = useTranslation()
  const [shown, setShown] = useState<Ticket | null>(null)
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2" data-testid="ticket-list">
        {tickets.map((ticket, index) => (
          <li
            key={ticket.id}
            data-testid="ticket"
            className="flex gap-4 rounded-xl border border-dashed bg-card p-4"
          >
            <TicketQr
              token={ticket.qr_token}
              code={ticket.code}
              size={112}
              dimmed={ticket.status !== 'valid'}
            />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <p className="text-xs text-muted-foreground">
                {t('events.tickets.number', { number: index + 1, total: tickets.length })}
              </p>
              <p className="font-semibold break-words">{ticket.event.title}</p>
              <p className="text-sm text-muted-foreground">
                {formatEventDay(ticket.event.date, currentLanguage())} · {ticket.event.time}
              </p>
              <p className="font-mono text-base tracking-wider" data-testid="ticket-code">
                <span className="sr-only">{t('events.tickets.code')}: </span>
                {ticket.code}
              </p>
              <TicketStatusBadge ticket={ticket} />
              <Button
                variant="link"
                className="h-auto min-h-11 w-fit px-0"
                onClick={() => setShown(ticket)}
                aria-label={t('events.tickets.showOf', { code: ticket.code })}
              >
                <Maximize2 aria-hidden />
                {t('events.tickets.show')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {shown && <TicketDialog ticket={shown} onClose={() => setShown(null)} />}
    </>
  )
}

function TicketStatusBadge({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation()
  const time =
    ticket.status === 'used' && ticket.checked_in_at
      ? formatDateTime(new Date(ticket.checked_in_at), currentLanguage(), {
          timeStyle: 'short',
          dateStyle: 'medium',
        })
      : null
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <Badge variant={statusVariant[ticket.status]} data-testid="ticket-status">
        {t(`events.tickets.status.${ticket.status}`)}
      </Badge>
      {time && <span className="text-muted-foreground">{t('events.tickets.checkedInAt', { time })}</span>}
    </p>
  )
}

/** The ticket view: one ticket, its QR code large enough to scan from a phone held up at the gate. */
function TicketDialog({ ticket, onClose }: { ticket: Ticket; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('events.booking.close')} className="max-w-md">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <TicketIcon aria-hidden className="size-5 text-primary" />
            {ticket.event.title}
          </DialogTitle>
          <DialogDescription>
            {formatEventDay(ticket.event.date, currentLanguage(), 'full')} · {ticket.event.time} ·{' '}
            {ticket.event.location}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col items-center gap-3">
          <TicketQr
            token={ticket.qr_token}
            code={ticket.code}
            size={256}
            dimmed={ticket.status !== 'valid'}
          />
          <p className="font-mono text-2xl tracking-widest">{ticket.code}</p>
          <p className="text-sm text-muted-foreground">{ticket.holder_name}</p>
          <TicketStatusBadge ticket={ticket} />
        </div>
      </DialogContent>
    </Dialog>
  )
}
