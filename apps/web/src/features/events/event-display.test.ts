import { describe, expect, it } from 'vitest'
import {
  bookingBlock,
  canBook,
  eventShareUrl,
  formatEventDates,
  formatEventPrice,
  parseTickets,
} from './event-display'

const open = { is_ended: false, is_sold_out: false, seats_left: 12 }

describe('who can book', () => {
  it('an upcoming event with seats left can be booked', () => {
    expect(canBook(open)).toBe(true)
    expect(bookingBlock(open)).toBeNull()
  })

  it('an ended event cannot, and says Event Ended even when also full', () => {
    expect(canBook({ ...open, is_ended: true })).toBe(false)
    expect(bookingBlock({ is_ended: true, is_sold_out: true, seats_left: 0 })).toBe('ended')
  })

  it('no seat left is Sold Out', () => {
    expect(bookingBlock({ ...open, seats_left: 0 })).toBe('soldOut')
    expect(bookingBlock({ ...open, is_sold_out: true })).toBe('soldOut')
    expect(canBook({ ...open, seats_left: 0 })).toBe(false)
  })
})

describe('the tickets field', () => {
  it('defaults to 1 when blank, not a number or below 1', () => {
    for (const value of ['', 'abc', '0', '-3', undefined, null, Number.NaN])
      expect(parseTickets(value)).toBe(1)
  })

  it('keeps 1 to 10 and never goes above 10', () => {
    expect(parseTickets('2')).toBe(2)
    expect(parseTickets(10)).toBe(10)
    expect(parseTickets('11')).toBe(10)
    expect(parseTickets('3.7')).toBe(3)
  })
})

describe('display', () => {
  it('a price of 0 is FREE (null for the caller to translate), any other is KSh', () => {
    expect(formatEventPrice(0)).toBeNull()
    expect(formatEventPrice(150_000)).toBe('KSh 1,500')
  })

  it('the share link is {origin}/events/{id}', () => {
    expect(eventShareUrl('abc-1', 'https://soko.example')).toBe('https://soko.example/events/abc-1')
  })

  it('shows the calendar day as written, and both days of an event over several', () => {
    expect(formatEventDates({ date: '2026-12-12', end_date: null }, 'en')).toMatch(/12 Dec 2026/)
    expect(formatEventDates({ date: '2026-12-12', end_date: '2026-12-13' }, 'en')).toMatch(
      /12 Dec 2026 – .*13 Dec 2026/,
    )
  })
})
