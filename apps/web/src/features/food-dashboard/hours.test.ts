import { describe, expect, it } from 'vitest'
import { copyToEveryDay, hoursInput, hoursRows, hoursValid, runsPastMidnight } from './hours'

describe('the weekly hours', () => {
  it("read a restaurant's hours as seven rows from Monday, days without hours closed", () => {
    const rows = hoursRows([
      { day: 0, opens: '10:00', closes: '16:00' },
      { day: 5, opens: '18:00', closes: '02:00' },
    ])
    expect(rows.map((row) => row.day)).toEqual([1, 2, 3, 4, 5, 6, 0])
    expect(rows.find((row) => row.day === 5)).toEqual({ day: 5, open: true, opens: '18:00', closes: '02:00' })
    expect(rows.find((row) => row.day === 1)).toEqual({
      day: 1,
      open: false,
      opens: '08:00',
      closes: '22:00',
    })
  })

  it('send the open days only, Sunday first, and read back the same', () => {
    const hours = [
      { day: 0, opens: '10:00', closes: '16:00' },
      { day: 3, opens: '08:00', closes: '22:30' },
    ]
    expect(hoursInput(hoursRows(hours))).toEqual(hours)
  })

  it('say when a day runs past midnight', () => {
    expect(runsPastMidnight({ day: 5, open: true, opens: '18:00', closes: '02:00' })).toBe(true)
    expect(runsPastMidnight({ day: 5, open: true, opens: '08:00', closes: '22:00' })).toBe(false)
    expect(runsPastMidnight({ day: 5, open: false, opens: '18:00', closes: '02:00' })).toBe(false)
  })

  it("refuse a time that is not HH:MM on an open day, and ignore a closed day's", () => {
    expect(hoursValid([{ day: 1, open: true, opens: '8:00', closes: '22:00' }])).toBe(false)
    expect(hoursValid([{ day: 1, open: true, opens: '', closes: '22:00' }])).toBe(false)
    expect(hoursValid([{ day: 1, open: false, opens: '', closes: '' }])).toBe(true)
  })

  it("copy one day's hours to every day", () => {
    const rows = copyToEveryDay(hoursRows([{ day: 1, opens: '07:00', closes: '23:00' }]), 1)
    expect(hoursInput(rows)).toHaveLength(7)
    expect(new Set(rows.map((row) => `${row.opens}-${row.closes}`))).toEqual(new Set(['07:00-23:00']))
  })
})
