import { describe, expect, it } from 'vitest'
import { addDays, nairobiDate, viewingTimeProblem } from './real-estate.clock'

// Viewing times are Nairobi's (UTC+3): its date turns three hours before UTC's.

describe('the Nairobi clock of viewings', () => {
  it("names Nairobi's date, which turns at 21:00 UTC", () => {
    expect(nairobiDate(new Date('2026-03-13T20:59:59Z'))).toBe('2026-03-13')
    expect(nairobiDate(new Date('2026-03-13T21:00:00Z'))).toBe('2026-03-14')
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01')
    expect(addDays('2026-12-31', 90)).toBe('2027-03-31')
  })

  it('refuses a day before today, and a slot that has begun today', () => {
    // 10:30 in Nairobi on 14 March.
    const now = new Date('2026-03-14T07:30:00Z')
    expect(viewingTimeProblem('2026-03-13', '17:00', now)).toBe('past_date')
    expect(viewingTimeProblem('2026-03-14', '09:00', now)).toBe('past_slot')
    expect(viewingTimeProblem('2026-03-14', '10:00', now)).toBe('past_slot')
    expect(viewingTimeProblem('2026-03-14', '11:00', now)).toBeNull()
    expect(viewingTimeProblem('2026-03-15', '09:00', now)).toBeNull()
    // At 10:00 sharp the 10:00 slot has begun; a minute before, it has not.
    expect(viewingTimeProblem('2026-03-14', '10:00', new Date('2026-03-14T07:00:00Z'))).toBe('past_slot')
    expect(viewingTimeProblem('2026-03-14', '10:00', new Date('2026-03-14T06:59:00Z'))).toBeNull()
  })

  it("counts today from Nairobi's midnight, not UTC's", () => {
    // 23:30 UTC on 13 March is 02:30 on the 14th in Nairobi: the 13th is past, the 14th's 09:00 is ahead.
    const now = new Date('2026-03-13T23:30:00Z')
    expect(viewingTimeProblem('2026-03-13', '17:00', now)).toBe('past_date')
    expect(viewingTimeProblem('2026-03-14', '09:00', now)).toBeNull()
  })

  it('allows up to 90 days ahead', () => {
    const now = new Date('2026-03-14T07:30:00Z')
    expect(viewingTimeProblem('2026-06-12', '17:00', now)).toBeNull()
    expect(viewingTimeProblem('2026-06-13', '09:00', now)).toBe('too_far')
  })
})
