import { describe, expect, it } from 'vitest'
import { nairobiClock, openByClock, openState, opensNext } from './food.hours'

/** An instant given as Nairobi wall time (UTC+3). */
const at = (local: string) => new Date(`${local}+03:00`)
// 2026-03-02 is a Monday.
const monday = (time: string) => nairobiClock(at(`2026-03-02T${time}:00`))

describe('opening hours in Nairobi time', () => {
  const standard = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '08:00', closes: '22:00' }))
  const late = [{ day: 0, opens: '18:00', closes: '02:00' }]
  const weekdays = [1, 2, 3, 4, 5].map((day) => ({ day, opens: '08:00', closes: '20:00' }))

  it('reads the clock in Nairobi, whatever the server zone: UTC 21:30 Sunday is 00:30 Monday', () => {
    expect(nairobiClock(new Date('2026-03-01T21:30:00Z'))).toEqual({
      day: 1,
      yesterday: 0,
      time: '00:30',
      date: '2026-03-02',
    })
  })

  it('is open inside the day, from opening to (not at) closing', () => {
    expect(openByClock(standard, monday('07:59'))).toBe(false)
    expect(openByClock(standard, monday('08:00'))).toBe(true)
    expect(openByClock(standard, monday('21:59'))).toBe(true)
    expect(openByClock(standard, monday('22:00'))).toBe(false)
  })

  it("runs past midnight into the next day on yesterday's hours", () => {
    expect(openByClock(late, monday('01:30'))).toBe(true)
    expect(openByClock(late, monday('02:00'))).toBe(false)
    expect(openByClock(late, nairobiClock(at('2026-03-01T23:00:00')))).toBe(true)
    expect(openByClock(late, nairobiClock(at('2026-03-01T17:59:00')))).toBe(false)
  })

  it('keeps a 00:00 to 23:59 day open to midnight, and a day without hours closed', () => {
    const allDay = [{ day: 1, opens: '00:00', closes: '23:59' }]
    expect(openByClock(allDay, monday('23:59'))).toBe(true)
    expect(openByClock(allDay, monday('00:00'))).toBe(true)
    expect(openByClock(weekdays, nairobiClock(at('2026-03-01T12:00:00')))).toBe(false)
  })

  it('says when it opens next: later today, else the next day it opens', () => {
    expect(opensNext(standard, monday('06:00'))).toBe('08:00')
    expect(opensNext(standard, monday('23:00'))).toBe('Tue 08:00')
    expect(opensNext(weekdays, nairobiClock(at('2026-03-06T21:00:00')))).toBe('Mon 08:00')
    expect(opensNext([], monday('12:00'))).toBeNull()
  })

  it('is closed when switched off or suspended; only the clock gives an opening time', () => {
    const on = { isActive: true, isSuspended: false }
    expect(openState(on, standard, monday('12:00'))).toEqual({
      is_open: true,
      opens_next: null,
      hours_today: '08:00-22:00',
    })
    expect(openState({ ...on, isActive: false }, standard, monday('12:00'))).toMatchObject({
      is_open: false,
      opens_next: null,
    })
    expect(openState(on, standard, monday('06:00'))).toMatchObject({ is_open: false, opens_next: '08:00' })
    expect(openState(on, weekdays, nairobiClock(at('2026-03-01T12:00:00')))).toMatchObject({
      hours_today: null,
      opens_next: 'Mon 08:00',
    })
  })
})
