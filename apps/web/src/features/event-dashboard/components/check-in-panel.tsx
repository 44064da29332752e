import { useQueryClient } from '@tanstack/react-query'
import { AlertTriangle, CalendarPlus, CheckCircle2, QrCode, ShieldCheck, XCircle } from 'lucide-react'
import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { ListEmpty, ListLoading } from '@/components/ui/list-states'
import { cn } from '@/lib/utils'
import { useCheckInTicket, type CheckInInput } from '../api/check-in-ticket'
import type { PromoterEvent } from '../api/event-dashboard-types'
import { ticketKeyQueryOptions } from '../api/get-ticket-key'
import { checkInRefusal, normaliseTicketCode, type CheckInResult } from '../check-in-result'
import { chosenEvent, useDashboardPlace } from '../dashboard-place'
import { count, formatCheckInTime } from '../format'
import { checkOffline, scannedInput, type OfflineCheck } from '../ticket-check'
import { EventPicker } from './event-picker'

// The camera and its QR decoder load only when the promoter opens the scanner (decision 006).
const QrScannerDialog = lazy(() =>
  import('./qr-scanner-dialog').then((module) => ({ default: module.QrScannerDialog })),
)

/** Check-in at the door: a typed code or a scanned QR code, then the server's answer, plain to see and hear. */
export function CheckInPanel({ events }: { events: PromoterEvent[] | undefined }) {
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
    <section aria-labelledby="event-check-in" className="flex flex-col gap-4">
      <h2 id="event-check-in" className="text-xl font-semibold">
        {t('eventDashboard.checkIn.title')}
      </h2>
      <EventPicker events={events} value={event.id} onChange={(id) => go('check-in', id)} />
      <p className="text-lg font-semibold tabular-nums" data-testid="check-in-count">
        {t('eventDashboard.checkIn.count', {
          checked: count(event.checked_in),
          sold: count(event.tickets_sold),
        })}
      </p>
      {/* A new event starts the door afresh: no answer about another event's ticket stays on screen. */}
      <Door key={event.id} eventId={event.id} />
    </section>
  )
}

interface Shown {
  result: CheckInResult
  offline?: OfflineCheck
}

function Door({ eventId }: { eventId: string }) {
  const { t } = useTranslation()
  const id = useId()
  const queryClient = useQueryClient()
  const checkIn = useCheckInTicket(eventId)
  const [code, setCode] = useState('')
  const [shown, setShown] = useState<Shown | null>(null)
  const [scanning, setScanning] = useState(false)
  const input = useRef<HTMLInputElement>(null)

  async function send(body: CheckInInput, offline?: OfflineCheck) {
    try {
      const answer = await checkIn.mutateAsync(body)
      setShown({ result: { kind: 'checked_in', answer }, offline })
    } catch (error) {
      setShown({ result: checkInRefusal(error), offline })
    }
  }

  async function onSubmit(submitted: FormEvent<HTMLFormElement>) {
    submitted.preventDefault()
    const typed = normaliseTicketCode(code)
    if (!typed) {
      setShown({ result: { kind: 'failed', message: t('eventDashboard.checkIn.codeRequired') } })
      input.current?.focus()
      return
    }
    await send({ code: typed })
    // Ready for the next person in the queue.
    setCode('')
    input.current?.focus()
  }

  async function onScan(text: string) {
    setScanning(false)
    const body = scannedInput(text)
    if ('code' in body) return send({ code: normaliseTicketCode(body.code) })
    // The key arrives once and stays; the signature is checked on this device before the server decides.
    const key = await queryClient.fetchQuery(ticketKeyQueryOptions).catch(() => undefined)
    await send(body, await checkOffline(body.token, key))
  }

  function openScanner() {
    // Fetch the key while the camera starts, so a scan can be checked at once.
    void queryClient.prefetchQuery(ticketKeyQueryOptions)
    setScanning(true)
  }

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={(submitted) => void onSubmit(submitted)} className="flex flex-col gap-2" noValidate>
        <Label htmlFor={`${id}-code`}>{t('eventDashboard.checkIn.codeLabel')}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            ref={input}
            id={`${id}-code`}
            value={code}
            onChange={(change) => setCode(change.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={t('eventDashboard.checkIn.codePlaceholder')}
            aria-describedby={`${id}-hint`}
            className="font-mono tracking-wider uppercase sm:max-w-xs"
          />
          <Button type="submit" disabled={checkIn.isPending}>
            {checkIn.isPending ? t('eventDashboard.checkIn.checking') : t('eventDashboard.checkIn.submit')}
          </Button>
          <Button type="button" variant="outline" onClick={openScanner}>
            <QrCode aria-hidden />
            {t('eventDashboard.checkIn.scan')}
          </Button>
        </div>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {t('eventDashboard.checkIn.hint')}
        </p>
      </form>
      {/* Always present, so a screen reader announces each new answer. */}
      <div role="status" aria-live="polite" aria-atomic="true" data-testid="check-in-result">
        {shown && <Answer shown={shown} />}
      </div>
      <Suspense fallback={null}>
        {scanning && (
          <QrScannerDialog onScan={(text) => void onScan(text)} onClose={() => setScanning(false)} />
        )}
      </Suspense>
    </div>
  )
}

function Answer({ shown: { result, offline } }: { shown: Shown }) {
  const { t, i18n } = useTranslation()
  const tone = result.kind === 'checked_in' ? 'good' : result.kind === 'already_checked_in' ? 'warn' : 'bad'
  const Icon = tone === 'good' ? CheckCircle2 : tone === 'warn' ? AlertTriangle : XCircle
  let title: string
  let detail: string | null = null
  switch (result.kind) {
    case 'checked_in': {
      const { ticket, checked_in, tickets_sold } = result.answer
      title = t('eventDashboard.checkIn.result.checkedIn')
      detail = t('eventDashboard.checkIn.result.holder', {
        name: ticket.holder_name,
        code: ticket.code,
        time: ticket.checked_in_at ? formatCheckInTime(ticket.checked_in_at, i18n.language) : '',
        checked: count(checked_in),
        sold: count(tickets_sold),
      })
      break
    }
    case 'already_checked_in': {
      // The server's message carries the time ("Already checked in at 18:05"); say it in the reader's language.
      const time = result.message?.match(/\b\d{1,2}:\d{2}\b/)?.[0]
      title = time
        ? t('eventDashboard.checkIn.result.alreadyAt', { time })
        : t('eventDashboard.checkIn.result.already')
      break
    }
    case 'wrong_event':
      title = t('eventDashboard.checkIn.result.wrongEvent')
      break
    case 'void':
      title = t('eventDashboard.checkIn.result.void')
      break
    case 'not_found':
      title = t('eventDashboard.checkIn.result.notFound')
      break
    default:
      title = t('eventDashboard.checkIn.result.failed')
      detail = result.message
  }
  return (
    <div
      className={cn(
        'flex gap-3 rounded-xl border-2 p-4',
        tone === 'good' && 'border-green-600 bg-green-50 text-green-950 dark:bg-green-950 dark:text-green-50',
        tone === 'warn' && 'border-amber-500 bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-50',
        tone === 'bad' && 'border-destructive bg-red-50 text-red-950 dark:bg-red-950 dark:text-red-50',
      )}
      data-kind={result.kind}
    >
      <Icon aria-hidden className="size-8 shrink-0" />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-lg font-bold break-words" data-testid="check-in-title">
          {title}
        </p>
        {detail && <p className="break-words">{detail}</p>}
        {offline && (
          <p className="flex items-center gap-1 text-sm">
            <ShieldCheck aria-hidden className="size-4 shrink-0" />
            {t(`eventDashboard.checkIn.offline.${offline}`)}
          </p>
        )}
      </div>
    </div>
  )
}
