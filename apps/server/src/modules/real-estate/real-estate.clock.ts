import { VIEWING_DAYS_AHEAD_MAX } from '@soko/shared/real-estate/real-estate.constants'

// Viewings are booked in Nairobi time (UTC+3 all year, no daylight saving): dates 'YYYY-MM-DD', slots 'HH:00'.
const NAIROBI_OFFSET_MS = 3 * 3_600_000
const DAY_MS = 86_400_000

/** Today's date in Nairobi, 'YYYY-MM-DD'. */
export const nairobiDate = (now: Date) =>
  new Date(now.getTime() + NAIROBI_OFFSET_MS).toISOString().slice(0, 10)

/** The date `days` after `date` ('YYYY-MM-DD'). */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

/** The instant a slot starts ('2026-03-14', '10:00'), Nairobi time. */
export const slotStart = (date: string, slot: string) => new Date(`${date}T${slot}:00+03:00`)

/**
 * What is wrong with a viewing at `date` and `slot` now, if anything: a day before today, more than
 * VIEWING_DAYS_AHEAD_MAX days ahead, or today at a slot that has already begun.
 */
export function viewingTimeProblem(
  date: string,
  slot: string,
  now: Date,
): 'past_date' | 'too_far' | 'past_slot' | null {
  const today = nairobiDate(now)
  if (date < today) return 'past_date'
  if (date > addDays(today, VIEWING_DAYS_AHEAD_MAX)) return 'too_far'
  if (slotStart(date, slot).getTime() <= now.getTime()) return 'past_slot'
  return null
}
