// Nairobi is UTC+3 all year (no daylight saving): a driver's "today" and "this week" are Nairobi's.
const NAIROBI_OFFSET_MS = 3 * 3_600_000
const DAY_MS = 86_400_000

/** The instant today began in Nairobi. */
export function startOfNairobiDay(now: Date) {
  const local = now.getTime() + NAIROBI_OFFSET_MS
  return new Date(local - (local % DAY_MS) - NAIROBI_OFFSET_MS)
}

/** The instant this week (Monday 00:00) began in Nairobi. */
export function startOfNairobiWeek(now: Date) {
  const day = startOfNairobiDay(now)
  const weekday = new Date(day.getTime() + NAIROBI_OFFSET_MS).getUTCDay()
  return new Date(day.getTime() - ((weekday + 6) % 7) * DAY_MS)
}
