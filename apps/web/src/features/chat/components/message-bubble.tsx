import type { ChatMessage } from '@soko/shared/community/chat.schema'
import { Check, CheckCheck, Clock, Flag } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '@/lib/i18n'
import { formatDateTime } from '@/lib/date-format'
import { cn } from '@/lib/utils'
import { LinkifiedText } from '@/components/ui/linkified-text'

/** "14:05" today, "27 Nov, 14:05" on another day. */
export function formatMessageTime(iso: string, now: number, locale: string) {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const sameDay = new Date(now).toDateString() === date.toDateString()
  const language = locale === 'sw' ? 'sw-KE' : 'en-KE'
  return sameDay
    ? formatDateTime(date, language, { hour: '2-digit', minute: '2-digit' })
    : formatDateTime(date, language, {
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
      })
}

export type DeliveryState = 'sending' | 'sent' | 'read'

/**
 * One message: one's own on the right with its receipt (one tick sent, two ticks read), the other person's on
 * the left with a Report button. A message a moderator hid says so instead of its text.
 */
export function MessageBubble({
  message,
  mine,
  senderName,
  delivery,
  now,
  onReport,
}: {
  message: ChatMessage
  mine: boolean
  senderName: string
  /** One's own messages only. */
  delivery?: DeliveryState
  now: number
  onReport?: (message: ChatMessage) => void
}) {
  const { t } = useTranslation()
  const time = formatMessageTime(message.created_at, now, currentLanguage())
  return (
    <li
      className={cn('group flex items-end gap-1', mine ? 'justify-end' : 'justify-start')}
      data-testid="chat-message"
      data-mine={mine ? 'true' : 'false'}
    >
      <div
        className={cn(
          'flex max-w-[85%] flex-col gap-1 rounded-2xl px-3 py-2 shadow-sm sm:max-w-[70%]',
          mine
            ? 'rounded-br-sm bg-primary text-primary-foreground'
            : 'rounded-bl-sm bg-muted text-foreground',
        )}
      >
        <span className="sr-only">{mine ? t('chat.message.you') : senderName}: </span>
        {message.hidden ? (
          <p className="text-sm italic opacity-90" data-testid="chat-message-text">
            {t('chat.message.hidden')}
          </p>
        ) : (
          <LinkifiedText
            text={message.content}
            className="text-base"
            linkClassName="underline underline-offset-2 break-all"
            data-testid="chat-message-text"
          />
        )}
        <span
          className={cn(
            'flex items-center justify-end gap-1 text-xs',
            mine ? 'text-primary-foreground/85' : 'text-muted-foreground',
          )}
        >
          <time dateTime={message.created_at}>{time}</time>
          {delivery && <Receipt state={delivery} />}
        </span>
      </div>
      {onReport && !message.hidden && (
        <button
          type="button"
          onClick={() => onReport(message)}
          aria-label={t('chat.message.report')}
          className="flex size-11 shrink-0 items-center justify-center rounded-md text-muted-foreground group-hover:opacity-100 hover:bg-muted md:opacity-0 md:focus-visible:opacity-100 hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Flag aria-hidden className="size-4" />
        </button>
      )}
    </li>
  )
}

function Receipt({ state }: { state: DeliveryState }) {
  const { t } = useTranslation()
  const label = t(`chat.message.${state}`)
  const Icon = state === 'read' ? CheckCheck : state === 'sent' ? Check : Clock
  return (
    <span role="img" aria-label={label} title={label} data-testid="chat-receipt" data-state={state}>
      <Icon aria-hidden className="size-4" />
    </span>
  )
}
