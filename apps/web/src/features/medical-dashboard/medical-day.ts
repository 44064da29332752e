// Days on the dashboard are Nairobi days ('YYYY-MM-DD'), as the server counts them (docs/medical-api.md).

const nairobiDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Nairobi',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** Today in Nairobi, 'YYYY-MM-DD'. */
export const nairobiToday = (now = new Date()) => nairobiDay.format(now)

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

const dayFormats = new Map<string, Intl.DateTimeFormat>()
/** "Mon, 14 Dec 2026" in the reader's language. */
export function formatDay(date: string, language: string) {
  let format = dayFormats.get(language)
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'sw' ? 'sw-KE' : 'en-KE', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    })
    dayFormats.set(language, format)
  }
  return isCalendarDate(date) ? format.format(new Date(`${date}T00:00:00Z`)) : date
}

const momentFormats = new Map<string, Intl.DateTimeFormat>()
/** An instant as "14 Dec 2026, 10:05", Nairobi time. */
export function formatMoment(iso: string, language: string) {
  let format = momentFormats.get(language)
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'sw' ? 'sw-KE' : 'en-KE', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
      timeZone: 'Africa/Nairobi',
    })
    momentFormats.set(language, format)
  }
  const moment = new Date(iso)
  return Number.isNaN(moment.getTime()) ? iso : format.format(moment)
}

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
