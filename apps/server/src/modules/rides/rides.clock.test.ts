import { describe, expect, it } from 'vitest'
import { startOfNairobiDay, startOfNairobiWeek } from './rides.clock'

describe('Nairobi days and weeks (UTC+3)', () => {
  it('a day starts at 00:00 Nairobi, which is 21:00 UTC the day before', () => {
    expect(startOfNairobiDay(new Date('2026-03-11T10:00:00Z')).toISOString()).toBe('2026-03-10T21:00:00.000Z')
    // 22:30 UTC is already the next day in Nairobi.
    expect(startOfNairobiDay(new Date('2026-03-11T22:30:00Z')).toISOString()).toBe('2026-03-11T21:00:00.000Z')
  })

  it('a week starts on Monday 00:00 Nairobi', () => {
    // Wednesday 11 March 2026: the week began Monday 9 March (Nairobi), Sunday 21:00 UTC.
    expect(startOfNairobiWeek(new Date('2026-03-11T10:00:00Z')).toISOString()).toBe(
      '2026-03-08T21:00:00.000Z',
    )
    // Sunday 15 March 23:00 Nairobi still belongs to that week; Monday 00:30 Nairobi starts the next.
    expect(startOfNairobiWeek(new Date('2026-03-15T20:00:00Z')).toISOString()).toBe(
      '2026-03-08T21:00:00.000Z',
    )
    expect(startOfNairobiWeek(new Date('2026-03-15T21:30:00Z')).toISOString()).toBe(
      '2026-03-15T21:00:00.000Z',
    )
  })
})
