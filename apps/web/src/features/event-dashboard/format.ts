import { formatMoney } from '@soko/shared/money/format-money'

/** KSh 1,250 from exact cents (DESIGN.md: one money formatter). */
export const money = (cents: number) => formatMoney(cents)

const numberFormat = new Intl.NumberFormat('en-KE')
export const count = (value: number) => numberFormat.format(value)

const formats = new Map<string, Intl.DateTimeFormat>()
function cached(key: string, locale: string, options: Intl.DateTimeFormatOptions) {
  let format = formats.get(`${key}:${locale}`)
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'sw' ? 'sw-KE' : 'en-KE', options)
    formats.set(`${key}:${locale}`, format)
  }
  return format
}

/** An event's day, 'YYYY-MM-DD' in Nairobi time, as "Sat, 12 Dec 2026" (read at noon UTC: never the day before). */
export function formatEventDate(date: string, locale: string) {
  return cached('day', locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`))
}

/** When a ticket was checked in, in Nairobi time: "12 Dec, 18:05". */
export function formatCheckInTime(iso: string, locale: string) {
  return cached('checkin', locale, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'Africa/Nairobi',
  }).format(new Date(iso))
}
