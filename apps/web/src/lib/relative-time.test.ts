import { describe, expect, it } from 'vitest'
import { formatRelativeTime } from './relative-time'

const now = Date.parse('2026-06-15T12:00:00Z')
const ago = (ms: number) => new Date(now - ms).toISOString()
const minutes = 60_000
const hours = 60 * minutes
const days = 24 * hours

describe('formatRelativeTime', () => {
  it('says "now" for the last 45 seconds', () => {
    expect(formatRelativeTime(ago(10_000), now, 'en')).toBe('now')
    expect(formatRelativeTime(ago(44_000), now, 'en')).toBe('now')
  })

  it('counts minutes, then hours, then days, then months, then years', () => {
    expect(formatRelativeTime(ago(50_000), now, 'en')).toBe('1 minute ago')
    expect(formatRelativeTime(ago(5 * minutes), now, 'en')).toBe('5 minutes ago')
    expect(formatRelativeTime(ago(50 * minutes), now, 'en')).toBe('1 hour ago')
    expect(formatRelativeTime(ago(3 * hours), now, 'en')).toBe('3 hours ago')
    expect(formatRelativeTime(ago(23 * hours), now, 'en')).toBe('yesterday')
    expect(formatRelativeTime(ago(4 * days), now, 'en')).toBe('4 days ago')
    expect(formatRelativeTime(ago(60 * days), now, 'en')).toBe('2 months ago')
    expect(formatRelativeTime(ago(400 * days), now, 'en')).toBe('last year')
  })

  it('accepts a time slightly in the future (a fast server clock) without saying "ago"', () => {
    expect(formatRelativeTime(new Date(now + 3 * minutes), now, 'en')).toBe('in 3 minutes')
  })

  it('speaks the current language', () => {
    expect(formatRelativeTime(ago(5 * minutes), now, 'sw')).not.toBe('5 minutes ago')
    expect(formatRelativeTime(ago(5 * minutes), now, 'sw')).toMatch(/5/)
  })

  it('returns nothing for a date it cannot read', () => {
    expect(formatRelativeTime('not a date', now, 'en')).toBe('')
  })

  it('words every distance exactly as Intl.RelativeTimeFormat does, in English and Kiswahili', () => {
    // The rounding formatRelativeTime has always had, with Intl writing the words.
    const formatters = new Map<string, Intl.RelativeTimeFormat>()
    const reference = (then: number, locale: string) => {
      const formatter = formatters.get(locale) ?? new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
      formatters.set(locale, formatter)
      const diff = then - now
      const size = Math.abs(diff)
      const sign = diff < 0 ? -1 : 1
      const count = (unit: number) => sign * Math.max(1, Math.round(size / unit))
      if (size < 45_000) return formatter.format(0, 'second')
      if (size < 45 * minutes) return formatter.format(count(minutes), 'minute')
      if (size < 22 * hours) return formatter.format(count(hours), 'hour')
      if (size < 26 * days) return formatter.format(count(days), 'day')
      if (size < 320 * days) return formatter.format(count(30.44 * days), 'month')
      return formatter.format(count(365.25 * days), 'year')
    }
    const distances: number[] = []
    for (let step = 0; step < 46 * minutes; step += 15_000) distances.push(step)
    for (let step = 0; step < 27 * days; step += 10 * minutes) distances.push(step)
    for (let step = 0; step < 400 * days; step += 6 * hours) distances.push(step)
    // Years, past a thousand (which Intl writes with a thousands separator).
    for (let year = 1; year < 1500; year += 1) distances.push(year * 365.25 * days)
    for (const locale of ['en', 'sw', 'fr']) {
      for (const distance of distances) {
        for (const then of [now - distance, now + distance]) {
          expect(formatRelativeTime(then, now, locale), `${locale} ${then - now}`).toBe(
            reference(then, locale),
          )
        }
      }
    }
  })
})
