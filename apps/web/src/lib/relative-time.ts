const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const MONTH = 30.44 * DAY
const YEAR = 365.25 * DAY

const formatters = new Map<string, Intl.RelativeTimeFormat>()

function formatterFor(locale: string) {
  let formatter = formatters.get(locale)
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
    formatters.set(locale, formatter)
  }
  return formatter
}

/**
 * "now", "5 minutes ago", "yesterday", "3 months ago" (or "sasa hivi", "dakika 5 zilizopita" in Kiswahili),
 * rounding to the largest unit that fits, as people say it.
 */
export function formatRelativeTime(date: Date | string | number, now: number, locale: string): string {
  const formatter = formatterFor(locale)
  const then = new Date(date).getTime()
  if (Number.isNaN(then)) return ''
  const diff = then - now
  const size = Math.abs(diff)
  const sign = diff < 0 ? -1 : 1
  const count = (unit: number) => sign * Math.max(1, Math.round(size / unit))
  if (size < 45 * SECOND) return formatter.format(0, 'second')
  if (size < 45 * MINUTE) return formatter.format(count(MINUTE), 'minute')
  if (size < 22 * HOUR) return formatter.format(count(HOUR), 'hour')
  if (size < 26 * DAY) return formatter.format(count(DAY), 'day')
  if (size < 320 * DAY) return formatter.format(count(MONTH), 'month')
  return formatter.format(count(YEAR), 'year')
}
