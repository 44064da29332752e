import { describe, expect, it } from 'vitest'
import {
  defaultNewsletterDelayMs,
  isNewsletterDue,
  newsletterDelayKey,
  newsletterIntervalMs,
  newsletterLastShownKey,
  readNewsletterDelay,
  readNewsletterLastShown,
  recordNewsletterShown,
} from './newsletter-schedule'

const now = Date.UTC(2025, 0, 15, 12)
const hour = 60 * 60 * 1000

describe('isNewsletterDue', () => {
  it('is due when never shown', () => {
    expect(isNewsletterDue(undefined, now)).toBe(true)
  })

  it('is not due within 24 hours of the last showing', () => {
    expect(isNewsletterDue(now, now)).toBe(false)
    expect(isNewsletterDue(now - 23 * hour, now)).toBe(false)
  })

  it('is due again once 24 hours have passed', () => {
    expect(newsletterIntervalMs).toBe(24 * hour)
    expect(isNewsletterDue(now - 24 * hour, now)).toBe(true)
    expect(isNewsletterDue(now - 30 * hour, now)).toBe(true)
  })
})

describe('stored newsletter schedule', () => {
  it('records the time it was shown', () => {
    expect(readNewsletterLastShown()).toBeUndefined()
    recordNewsletterShown(now)
    expect(window.localStorage.getItem(newsletterLastShownKey)).toBe(String(now))
    expect(readNewsletterLastShown()).toBe(now)
  })

  it('treats a garbled time as never shown', () => {
    window.localStorage.setItem(newsletterLastShownKey, '"yesterday"')
    expect(readNewsletterLastShown()).toBeUndefined()
  })

  it('waits 5 seconds unless a delay is stored', () => {
    expect(readNewsletterDelay()).toBe(defaultNewsletterDelayMs)
    expect(defaultNewsletterDelayMs).toBe(5000)
    window.localStorage.setItem(newsletterDelayKey, '0')
    expect(readNewsletterDelay()).toBe(0)
    window.localStorage.setItem(newsletterDelayKey, '-5')
    expect(readNewsletterDelay()).toBe(defaultNewsletterDelayMs)
  })
})
