import { formatMoney, formatNumber } from '@soko/shared/money/format-money'
import { formatDateTime } from '@/lib/date-format'

/** KSh 1,250 from exact cents (DESIGN.md: one money formatter). */
export const money = (cents: number) => formatMoney(cents)

export const count = (value: number) => formatNumber(value, 3)

/** An event's day, 'YYYY-MM-DD' in Nairobi time, as "Sat, 12 Dec 2026" (read at noon UTC: never the day before). */
export function formatEventDate(date: string, locale: string) {
  return formatDateTime(new Date(`${date}T12:00:00Z`), locale === 'sw' ? 'sw-KE' : 'en-KE', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

/** When a ticket was checked in, in Nairobi time: "12 Dec, 18:05". */
export function formatCheckInTime(iso: string, locale: string) {
  return formatDateTime(new Date(iso), locale === 'sw' ? 'sw-KE' : 'en-KE', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'Africa/Nairobi',
  })
}
