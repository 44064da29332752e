import { APPOINTMENT_MAX_DAYS_AHEAD } from '@soko/shared/medical/medical.constants'
import { formatCalendarDay, formatDateTime } from '@/lib/date-format'

// Appointments keep Nairobi time (UTC+3 all year), as the server does (docs/medical-api.md).
const TIME_ZONE = 'Africa/Nairobi'

/** Today in Nairobi, 'YYYY-MM-DD'. */
export const nairobiDate = (now: Date) =>
  formatDateTime(now, 'en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })

/** 'YYYY-MM-DD' plus `days` (calendar days, no time zone involved). */
export function addDays(date: string, days: number) {
  const day = new Date(`${date}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}

/** The dates an appointment may be booked for: today to APPOINTMENT_MAX_DAYS_AHEAD days ahead, Nairobi time. */
export function appointmentDateRange(now: Date) {
  const min = nairobiDate(now)
  return { min, max: addDays(min, APPOINTMENT_MAX_DAYS_AHEAD) }
}

/** The first day worth offering: today, or tomorrow once today's last slot (17:00, Nairobi) has begun. */
export function firstBookableDate(now: Date) {
  const today = nairobiDate(now)
  const hour = formatDateTime(now, 'en-GB', { timeZone: TIME_ZONE, hour: '2-digit', hourCycle: 'h23' })
  return Number(hour) >= 17 ? addDays(today, 1) : today
}

export const isCalendarDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value)

/** A phone number as a tel: address (spaces and dashes dropped), or null when there is none. */
export function telHref(phone: string | null | undefined) {
  const digits = phone?.replace(/[^\d+]/g, '') ?? ''
  return digits ? `tel:${digits}` : null
}

/** "WK": the first letters of the first two words of a name. */
export function initials(name: string) {
  return name
    .replace(/^(dr|prof|mr|mrs|ms)\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')
}

/**
 * The working days as runs of ISO weekdays: [1..5] is one run 1-5; [1, 3, 5] three runs. The caller names the
 * days in the reader's language ("Mon - Fri", "Mon, Wed, Fri").
 */
export function weekdayRuns(days: readonly number[]): [number, number][] {
  const sorted = [...new Set(days)].filter((day) => day >= 1 && day <= 7).sort((a, b) => a - b)
  const runs: [number, number][] = []
  for (const day of sorted) {
    const last = runs.at(-1)
    if (last && last[1] === day - 1) last[1] = day
    else runs.push([day, day])
  }
  return runs
}

/** "Mon" (ISO weekday 1) in the reader's language. */
export function weekdayName(day: number, language: string) {
  // 2024-01-01 was a Monday.
  return formatDateTime(new Date(Date.UTC(2024, 0, day)), language === 'sw' ? 'sw-KE' : 'en-KE', {
    weekday: 'short',
    timeZone: 'UTC',
  })
}

/** "Mon - Fri", "Mon, Wed, Fri", "Mon - Wed, Sat". */
export function workingDaysText(days: readonly number[], language: string) {
  return weekdayRuns(days)
    .map(([from, to]) => {
      if (from === to) return weekdayName(from, language)
      if (to === from + 1) return `${weekdayName(from, language)}, ${weekdayName(to, language)}`
      return `${weekdayName(from, language)} - ${weekdayName(to, language)}`
    })
    .join(', ')
}

/** "Tue, 12 May 2026" in the reader's language (a 'YYYY-MM-DD' day, shown as that day). */
export const formatDay = formatCalendarDay

/** "4.5": a rating to one decimal. */
export const ratingText = (rating: number) => rating.toFixed(1)
