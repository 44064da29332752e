import { describe, expect, it } from 'vitest'
import {
  formatHourlyRange,
  formatRating,
  initialsOf,
  isNewProvider,
  providerShareUrl,
  telHref,
} from './provider-display'

const now = Date.parse('2026-03-10T12:00:00Z')
const daysAgo = (days: number) => new Date(now - days * 24 * 60 * 60 * 1000).toISOString()

describe('provider card fallbacks', () => {
  it('is New for 7 days after it was created, then not', () => {
    expect(isNewProvider(daysAgo(0), now)).toBe(true)
    expect(isNewProvider(daysAgo(6.9), now)).toBe(true)
    expect(isNewProvider(daysAgo(7), now)).toBe(false)
    expect(isNewProvider('not a date', now)).toBe(false)
  })

  it('shows the average rating to one decimal, and none as null (N/A)', () => {
    expect(formatRating(4.25)).toBe('4.3')
    expect(formatRating(5)).toBe('5.0')
    expect(formatRating(null)).toBeNull()
  })

  it("writes the hourly range as 'KSh min - max/hr', one figure when only one is known", () => {
    expect(formatHourlyRange(500, 1500)).toBe('KSh 500 - 1,500/hr')
    expect(formatHourlyRange(2000, 2000)).toBe('KSh 2,000/hr')
    expect(formatHourlyRange(null, 3000)).toBe('KSh 3,000/hr')
    expect(formatHourlyRange(800, null)).toBe('KSh 800/hr')
    expect(formatHourlyRange(null, null)).toBeNull()
  })

  it('stands two initials in for a missing profile picture', () => {
    expect(initialsOf('Juma Plumbing Works')).toBe('JP')
    expect(initialsOf('  salon ')).toBe('S')
  })

  it('shares {origin}/services/{id}', () => {
    expect(providerShareUrl('abc-123', 'https://soko.example')).toBe('https://soko.example/services/abc-123')
  })

  it('dials the digits of the phone number, or nothing when there is none', () => {
    expect(telHref('+254 712-345 (678)')).toBe('tel:+254712345678')
    expect(telHref(null)).toBeNull()
    expect(telHref('  ')).toBeNull()
  })
})
