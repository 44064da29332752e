import { APPOINTMENT_MAX_DAYS_AHEAD } from '@soko/shared/medical/medical.constants'

// Appointments are booked in Nairobi time (UTC+3 all year, no daylight saving): dates 'YYYY-MM-DD', slots 'HH:00'.
const NAIROBI_OFFSET_MS = 3 * 3_600_000
const DAY_MS = 86_400_000
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

const nairobiIso = (now: Date) => new Date(now.getTime() + NAIROBI_OFFSET_MS).toISOString()

/** Today's date in Nairobi, 'YYYY-MM-DD'. */
export const nairobiDate = (now: Date) => nairobiIso(now).slice(0, 10)

/** The time of day in Nairobi, 'HH:MM'. */
export const nairobiTime = (now: Date) => nairobiIso(now).slice(11, 16)

/** The date `days` after `date` ('YYYY-MM-DD'). */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

/** The ISO weekday of a date: 1 Monday ... 7 Sunday. */
export const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7

/** The instant a slot starts ('2026-03-14', '10:00'), Nairobi time. */
export const slotStart = (date: string, slot: string) => new Date(`${date}T${slot}:00+03:00`)

/** Whether the slot has begun at `now`. */
export const slotBegun = (date: string, slot: string, now: Date) =>
  slotStart(date, slot).getTime() <= now.getTime()

/** '2026-12-12' as "12 Dec 2026". */
export function formatDay(date: string) {
  const [year, month, day] = date.split('-').map(Number)
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`
}

/**
 * What is wrong with the time of an appointment at `date` and `slot` now, if anything: a day before today, more
 * than APPOINTMENT_MAX_DAYS_AHEAD days ahead, or today at a slot that has already begun.
 */
export function appointmentTimeProblem(
  date: string,
  slot: string,
  now: Date,
): 'past_date' | 'too_far' | 'past_slot' | null {
  const today = nairobiDate(now)
  if (date < today) return 'past_date'
  if (date > addDays(today, APPOINTMENT_MAX_DAYS_AHEAD)) return 'too_far'
  if (slotBegun(date, slot, now)) return 'past_slot'
  return null
}
