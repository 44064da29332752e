import { formatDateTime } from '@/lib/date-format'

// Days on the dashboard are Nairobi days ('YYYY-MM-DD'), as the server counts them (docs/medical-api.md).

/** Today in Nairobi, 'YYYY-MM-DD'. */
export const nairobiToday = (now = new Date()) =>
  formatDateTime(now, 'en-CA', {
    timeZone: 'Africa/Nairobi',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })

/** Whether `value` is a 'YYYY-MM-DD' naming a real day. */
export function isCalendarDate(value: string | null): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const day = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value)
}

/** The day `days` after (or before) `date`. */
export function shiftDay(date: string, days: number) {
  const day = new Date(`${date}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}

/** "Mon, 14 Dec 2026" in the reader's language. */
export function formatDay(date: string, language: string) {
  return isCalendarDate(date)
    ? formatDateTime(new Date(`${date}T00:00:00Z`), language === 'sw' ? 'sw-KE' : 'en-KE', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : date
}

/** An instant as "14 Dec 2026, 10:05", Nairobi time. */
export function formatMoment(iso: string, language: string) {
  const moment = new Date(iso)
  return Number.isNaN(moment.getTime())
    ? iso
    : formatDateTime(moment, language === 'sw' ? 'sw-KE' : 'en-KE', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hour12: false,
        timeZone: 'Africa/Nairobi',
      })
}

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
