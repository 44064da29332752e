const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const MONTH = 30.44 * DAY
const YEAR = 365.25 * DAY

type Unit = 'minute' | 'hour' | 'day' | 'month' | 'year'

// What `new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })` writes in English and Kiswahili, without
// making an Intl object (the first one a page makes costs a long task: lib/date-format.ts). For each unit:
// one ago, one ahead, more ago, more ahead; '#' is the count. relative-time.test.ts compares them with Intl.
const phrases: Record<'en' | 'sw', { now: string; two?: [string, string] } & Record<Unit, string[]>> = {
  en: {
    now: 'now',
    minute: ['# minute ago', 'in # minute', '# minutes ago', 'in # minutes'],
    hour: ['# hour ago', 'in # hour', '# hours ago', 'in # hours'],
    day: ['yesterday', 'tomorrow', '# days ago', 'in # days'],
    month: ['last month', 'next month', '# months ago', 'in # months'],
    year: ['last year', 'next year', '# years ago', 'in # years'],
  },
  sw: {
    now: 'sasa hivi',
    // Two days ago and ahead have their own words.
    two: ['juzi', 'kesho kutwa'],
    minute: ['dakika # iliyopita', 'baada ya dakika #', 'dakika # zilizopita', 'baada ya dakika #'],
    hour: ['saa # iliyopita', 'baada ya saa #', 'saa # zilizopita', 'baada ya saa #'],
    day: ['jana', 'kesho', 'siku # zilizopita', 'baada ya siku #'],
    month: ['mwezi uliopita', 'mwezi ujao', 'miezi # iliyopita', 'baada ya miezi #'],
    year: ['mwaka uliopita', 'mwaka ujao', 'miaka # iliyopita', 'baada ya miaka #'],
  },
}

const formatters = new Map<string, Intl.RelativeTimeFormat>()

/** `value` units from now (a whole number; 0 only in seconds) as Intl words it. */
function phrase(value: number, unit: Unit | 'second', locale: string) {
  const words = locale === 'en' || locale === 'sw' ? phrases[locale] : undefined
  const size = Math.abs(value)
  if (words && size < 1000) {
    if (value === 0) return words.now
    if (unit !== 'second') {
      const ahead = value > 0 ? 1 : 0
      if (unit === 'day' && size === 2 && words.two) return words.two[ahead]
      return (words[unit][(size === 1 ? 0 : 2) + ahead] as string).replace('#', String(size))
    }
  }
  let formatter = formatters.get(locale)
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
    formatters.set(locale, formatter)
  }
  return formatter.format(value, unit)
}

/**
 * "now", "5 minutes ago", "yesterday", "3 months ago" (or "sasa hivi", "dakika 5 zilizopita" in Kiswahili),
 * rounding to the largest unit that fits, as people say it.
 */
export function formatRelativeTime(date: Date | string | number, now: number, locale: string): string {
  const then = new Date(date).getTime()
  if (Number.isNaN(then)) return ''
  const diff = then - now
  const size = Math.abs(diff)
  const sign = diff < 0 ? -1 : 1
  const count = (unit: number) => sign * Math.max(1, Math.round(size / unit))
  if (size < 45 * SECOND) return phrase(0, 'second', locale)
  if (size < 45 * MINUTE) return phrase(count(MINUTE), 'minute', locale)
  if (size < 22 * HOUR) return phrase(count(HOUR), 'hour', locale)
  if (size < 26 * DAY) return phrase(count(DAY), 'day', locale)
  if (size < 320 * DAY) return phrase(count(MONTH), 'month', locale)
  return phrase(count(YEAR), 'year', locale)
}
