import { describe, expect, it } from 'vitest'
import {
  advertFirstCheckKey,
  advertFirstCheckMs,
  advertLastShownKey,
  isAdvertDue,
  readAdvertFirstCheck,
  readAdvertLastShown,
  recordAdvertShown,
} from './advert-schedule'

const minute = 60_000
const now = Date.UTC(2026, 0, 15, 12)

describe('advert pop-up schedule', () => {
  it('is due when it was never shown', () => {
    expect(isAdvertDue(undefined, now, '/')).toBe(true)
    expect(isAdvertDue(undefined, now, '/shop')).toBe(true)
  })

  it('on the home page, waits 5 minutes after it was last shown', () => {
    expect(isAdvertDue(now - 4 * minute, now, '/')).toBe(false)
    expect(isAdvertDue(now - 5 * minute, now, '/')).toBe(true)
  })

  it('elsewhere, waits 10 minutes', () => {
    expect(isAdvertDue(now - 6 * minute, now, '/shop')).toBe(false)
    expect(isAdvertDue(now - 9 * minute, now, '/product/1')).toBe(false)
    expect(isAdvertDue(now - 10 * minute, now, '/shop')).toBe(true)
  })

  it('remembers when it was last shown, ignoring damaged values', () => {
    expect(readAdvertLastShown()).toBeUndefined()
    recordAdvertShown(now)
    expect(readAdvertLastShown()).toBe(now)
    window.localStorage.setItem(advertLastShownKey, '"yesterday"')
    expect(readAdvertLastShown()).toBeUndefined()
  })

  it('checks first after 30 s unless a test asks for sooner', () => {
    expect(readAdvertFirstCheck()).toBe(advertFirstCheckMs)
    window.localStorage.setItem(advertFirstCheckKey, '0')
    expect(readAdvertFirstCheck()).toBe(0)
    window.localStorage.setItem(advertFirstCheckKey, '-5')
    expect(readAdvertFirstCheck()).toBe(advertFirstCheckMs)
  })
})
