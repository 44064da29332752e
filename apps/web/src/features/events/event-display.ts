import { formatMoney } from '@soko/shared/money/format-money'
import { MAX_TICKETS_PER_BOOKING, type EventCard } from './event-types'
import { formatDateTime } from '@/lib/date-format'

/** The event's own page, also the share link's target (spec 001 section 1: /events/{id}). */
export const eventPath = (id: string) => `/events/${encodeURIComponent(id)}`

/** Share copies {origin}/events/{id}. */
export const eventShareUrl = (id: string, origin = window.location.origin) => `${origin}${eventPath(id)}`

type Bookable = Pick<EventCard, 'is_ended' | 'is_sold_out' | 'seats_left'>

/** Sold Out once current_attendees has reached max_attendees (no seat left). */
export const isSoldOut = (event: Bookable) => event.is_sold_out || event.seats_left <= 0

/** Book is disabled for an event that has ended or has no seat left (spec 001 section 2). */
export const canBook = (event: Bookable) => !event.is_ended && !isSoldOut(event)

/** What stops a booking, to show on the card (Event Ended wins: a past event's seats do not matter). */
export function bookingBlock(event: Bookable): 'ended' | 'soldOut' | null {
  if (event.is_ended) return 'ended'
  if (isSoldOut(event)) return 'soldOut'
  return null
}

/** A price of 0 shows FREE (the caller translates `null`). */
export function formatEventPrice(priceCents: number): string | null {
  return priceCents <= 0 ? null : formatMoney(priceCents)
}

/**
 * Tickets are a number from 1 to 10, defaulting to 1 when invalid (spec 001 section 5): blank, not a whole
 * number or below 1 gives 1; above the most a booking may take gives that most.
 */
export function parseTickets(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(String(value ?? '').trim() || Number.NaN)
  if (!Number.isFinite(number)) return 1
  const whole = Math.floor(number)
  if (whole < 1) return 1
  return Math.min(whole, MAX_TICKETS_PER_BOOKING)
}

/** An event's day, read as a calendar day (no time-zone shift): "Sat, 12 Dec 2026". */
export function formatEventDay(date: string, language: string, style: 'medium' | 'full' = 'medium') {
  const parsed = new Date(`${date}T00:00:00Z`)
  if (Number.isNaN(parsed.getTime())) return date
  const options: Intl.DateTimeFormatOptions =
    style === 'full'
      ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }
      : { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }
  return formatDateTime(parsed, language === 'sw' ? 'sw-KE' : 'en-KE', options)
}

/** The day, or the first and last day of an event over several days. */
export function formatEventDates(
  event: Pick<EventCard, 'date' | 'end_date'>,
  language: string,
  style: 'medium' | 'full' = 'medium',
) {
  const start = formatEventDay(event.date, language, style)
  if (!event.end_date || event.end_date === event.date) return start
  return `${start} – ${formatEventDay(event.end_date, language, style)}`
}
