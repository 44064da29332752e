import {
  VIEWING_DAYS_AHEAD_MAX,
  VIEWING_SLOTS,
  type ViewingSlot,
} from '@soko/shared/real-estate/real-estate.constants'
import type { PropertyCard } from './real-estate-types'
import { formatCalendarDay, formatDateTime } from '@/lib/date-format'
import { formatNumber } from '@soko/shared/money/format-money'

/** Viewings, like the listings, keep Nairobi time (UTC+3 all year). */
const TIME_ZONE = 'Africa/Nairobi'

/** "Kilimani Road, Nairobi": the address, then the city and county when the address does not name them. */
export function locationText(property: Pick<PropertyCard, 'location_address' | 'city' | 'county'>) {
  const parts: string[] = []
  for (const part of [property.location_address, property.city, property.county]) {
    const text = part?.trim()
    if (text && !parts.some((kept) => kept.toLowerCase().includes(text.toLowerCase()))) parts.push(text)
  }
  return parts.join(', ')
}

/** "120 m²" */
export const areaText = (area: number) => `${formatNumber(area, 1)} m²`

/** A phone number as a tel: address (spaces and dashes dropped), or null when there is none. */
export function telHref(phone: string | null | undefined) {
  const digits = phone?.replace(/[^\d+]/g, '') ?? ''
  return digits ? `tel:${digits}` : null
}

export function mailHref(email: string | null | undefined) {
  const address = email?.trim()
  return address ? `mailto:${address}` : null
}

/** Today in Nairobi, 'YYYY-MM-DD'. */
export const nairobiDate = (now: Date) =>
  formatDateTime(now, 'en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })

/** The minutes since midnight in Nairobi. */
function nairobiMinutes(now: Date) {
  const clock = formatDateTime(now, 'en-GB', {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  const [hours = 0, minutes = 0] = clock.split(':').map(Number)
  return hours * 60 + minutes
}

/** 'YYYY-MM-DD' plus `days` (calendar days, no time zone involved). */
export function addDays(date: string, days: number) {
  const day = new Date(`${date}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}

/** The dates a viewing may be asked for: today to VIEWING_DAYS_AHEAD_MAX days ahead, Nairobi time. */
export function viewingDateRange(now: Date) {
  const min = nairobiDate(now)
  return { min, max: addDays(min, VIEWING_DAYS_AHEAD_MAX) }
}

/** Whether a slot of `date` has already begun (only today's can have). */
export function slotHasPassed(date: string, slot: ViewingSlot, now: Date) {
  if (date !== nairobiDate(now)) return date < nairobiDate(now)
  const [hours = 0, minutes = 0] = slot.split(':').map(Number)
  return hours * 60 + minutes <= nairobiMinutes(now)
}

export const isViewingSlot = (value: string): value is ViewingSlot =>
  (VIEWING_SLOTS as readonly string[]).includes(value)

/** "Tue, 12 May 2026" in the reader's language (a 'YYYY-MM-DD' day, shown as that day). */
export const formatDay = formatCalendarDay
