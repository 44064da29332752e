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
})
