import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatDateTime, rememberTimeZone, renderTimesIn } from './date-format'

// The server's render writes times in the zone the reader's browser reported, so the browser hydrating the
// screen writes the same (decision 031).

const placed = '2026-11-29T01:11:00Z'
const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }
const clearCookie = () => (document.cookie = 'soko_time_zone=; Path=/; Max-Age=0')

afterEach(() => {
  renderTimesIn(undefined)
  vi.restoreAllMocks()
  clearCookie()
})

describe('renderTimesIn', () => {
  it("writes times without a zone of their own in the reader's zone, then in the process's again", () => {
    renderTimesIn('Africa/Nairobi')
    expect(formatDateTime(placed, 'en-KE', options)).toBe(
      new Intl.DateTimeFormat('en-KE', { ...options, timeZone: 'Africa/Nairobi' }).format(new Date(placed)),
    )
    expect(formatDateTime(placed, 'en-KE', { ...options, timeZone: 'UTC' })).toBe(
      new Intl.DateTimeFormat('en-KE', { ...options, timeZone: 'UTC' }).format(new Date(placed)),
    )
    renderTimesIn(undefined)
    expect(formatDateTime(placed, 'en-KE', options)).toBe(
      new Intl.DateTimeFormat('en-KE', options).format(new Date(placed)),
    )
  })
})

describe('rememberTimeZone', () => {
  it("names Nairobi's and UTC's zones for the server, and no other", () => {
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-180)
    rememberTimeZone()
    expect(document.cookie).toContain('soko_time_zone=Africa/Nairobi')
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(0)
    rememberTimeZone()
    expect(document.cookie).toContain('soko_time_zone=UTC')
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-60)
    rememberTimeZone()
    expect(document.cookie).not.toContain('soko_time_zone')
  })
})
