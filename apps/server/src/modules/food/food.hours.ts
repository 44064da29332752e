import { weekdayLabels } from '@soko/shared/food/food.constants'
import type { OpeningHours } from '@soko/shared/food/food.schema'

/** Nairobi keeps UTC+3 all year (no daylight saving): the restaurants' clock (decision 019). */
const NAIROBI_OFFSET_MS = 3 * 3_600_000
/** A day that closes at 23:59 runs to midnight (so "all day", 00:00 to 23:59, has no closed minute). */
const TO_MIDNIGHT = '23:59'

/** Now in Nairobi: the weekday (0 is Sunday), yesterday's, the time 'HH:MM' and the date 'YYYY-MM-DD'. */
export function nairobiClock(now: Date) {
  const local = new Date(now.getTime() + NAIROBI_OFFSET_MS)
  const day = local.getUTCDay()
  const iso = local.toISOString()
  return { day, yesterday: (day + 6) % 7, time: iso.slice(11, 16), date: iso.slice(0, 10) }
}
export type NairobiClock = ReturnType<typeof nairobiClock>

/** The instant today began in Nairobi. */
export const startOfNairobiDay = (now: Date) => new Date(`${nairobiClock(now).date}T00:00:00+03:00`)

/** Opens and closes at the same minute: open the whole day. */
const wholeDay = (hours: OpeningHours) => hours.opens === hours.closes
/** Closes before it opens: the evening runs past midnight into the next day. */
const pastMidnight = (hours: OpeningHours) => hours.closes < hours.opens

/**
 * Whether these weekly hours are open at `clock`: inside today's, or inside the part of yesterday's that ran
 * past midnight. The repository's SQL (`openNowSql`) says the same for the list's "open first".
 */
export function openByClock(hours: readonly OpeningHours[], clock: NairobiClock) {
  const today = hours.find((entry) => entry.day === clock.day)
  if (today) {
    if (wholeDay(today)) return true
    if (pastMidnight(today) && clock.time >= today.opens) return true
    if (
      !pastMidnight(today) &&
      clock.time >= today.opens &&
      (clock.time < today.closes || today.closes === TO_MIDNIGHT)
    )
      return true
  }
  const yesterday = hours.find((entry) => entry.day === clock.yesterday)
  return Boolean(yesterday && pastMidnight(yesterday) && clock.time < yesterday.closes)
}

/** When it next opens: 'HH:MM' later today, else 'Mon 08:00' (the next day it opens); null if never. */
export function opensNext(hours: readonly OpeningHours[], clock: NairobiClock): string | null {
  const today = hours.find((entry) => entry.day === clock.day)
  if (today && today.opens > clock.time) return today.opens
  for (let ahead = 1; ahead <= 7; ahead++) {
    const day = (clock.day + ahead) % 7
    const entry = hours.find((candidate) => candidate.day === day)
    if (entry) return `${weekdayLabels[day]!.slice(0, 3)} ${entry.opens}`
  }
  return null
}

/** What a card shows of the hours: open now, when it opens next (closed by the clock only), today's hours. */
export function openState(
  restaurant: { isActive: boolean; isSuspended: boolean },
  hours: readonly OpeningHours[],
  clock: NairobiClock,
) {
  const byClock = openByClock(hours, clock)
  const today = hours.find((entry) => entry.day === clock.day)
  const open = restaurant.isActive && !restaurant.isSuspended && byClock
  return {
    is_open: open,
    opens_next: restaurant.isActive && !restaurant.isSuspended && !byClock ? opensNext(hours, clock) : null,
    hours_today: today ? `${today.opens}-${today.closes}` : null,
  }
}
