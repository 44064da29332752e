import { describe, expect, it } from 'vitest'
import {
  appointmentDateRange,
  firstBookableDate,
  initials,
  telHref,
  workingDaysText,
} from './medical-display'

describe('medical display', () => {
  it('names working days as runs: Mon - Fri, Mon, Wed, Fri, Sat, Sun', () => {
    expect(workingDaysText([1, 2, 3, 4, 5], 'en')).toBe('Mon - Fri')
    expect(workingDaysText([5, 3, 1], 'en')).toBe('Mon, Wed, Fri')
    expect(workingDaysText([1, 2, 3, 6, 7], 'en')).toBe('Mon - Wed, Sat, Sun')
  })

  it('dates in Nairobi: the range of bookable days, and tomorrow once 17:00 has begun', () => {
    // 23:30 UTC on 11 May is 02:30 on 12 May in Nairobi.
    expect(appointmentDateRange(new Date('2026-05-11T23:30:00Z'))).toEqual({
      min: '2026-05-12',
      max: '2026-07-11',
    })
    expect(firstBookableDate(new Date('2026-05-12T13:59:00Z'))).toBe('2026-05-12')
    expect(firstBookableDate(new Date('2026-05-12T14:00:00Z'))).toBe('2026-05-13')
  })

  it('initials without the title, and tel: links without spaces', () => {
    expect(initials('Dr. Achieng Otieno')).toBe('AO')
    expect(initials('Peter')).toBe('P')
    expect(telHref('+254 711 000-111')).toBe('tel:+254711000111')
    expect(telHref(null)).toBeNull()
  })
})
