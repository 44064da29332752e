import { describe, expect, it } from 'vitest'
import {
  eventFormValues,
  eventInput,
  validCapacity,
  validDate,
  validEndDate,
  validPrice,
  validTime,
} from './event-form-values'

describe('the event form', () => {
  it('starts empty and unpublished for a new event', () => {
    expect(eventFormValues(null)).toEqual({
      title: '',
      description: '',
      event_type: '',
      date: '',
      end_date: '',
      time: '',
      location: '',
      price: '',
      max_attendees: '',
      is_active: false,
    })
  })

  it('accepts real dates and times only', () => {
    expect(validDate('2026-12-12')).toBe(true)
    expect(validDate('2026-02-30')).toBe(false)
    expect(validDate('12/12/2026')).toBe(false)
    expect(validTime('18:30')).toBe(true)
    expect(validTime('24:00')).toBe(false)
    expect(validTime('7:30')).toBe(false)
  })

  it('takes 0 as a free event, refuses negative prices and three decimals', () => {
    expect(validPrice('0')).toBe(true)
    expect(validPrice('1500.50')).toBe(true)
    expect(validPrice('-5')).toBe(false)
    expect(validPrice('10.005')).toBe(false)
  })

  it('needs at least one seat, in whole numbers', () => {
    expect(validCapacity('1')).toBe(true)
    expect(validCapacity('0')).toBe(false)
    expect(validCapacity('2.5')).toBe(false)
  })

  it('lets the end date be empty or on or after the start, never before', () => {
    expect(validEndDate('', '2026-12-12')).toBe(true)
    expect(validEndDate('2026-12-12', '2026-12-12')).toBe(true)
    expect(validEndDate('2026-12-14', '2026-12-12')).toBe(true)
    expect(validEndDate('2026-12-11', '2026-12-12')).toBe(false)
  })

  it('sends trimmed texts, numbers, and null for no end date', () => {
    expect(
      eventInput({
        title: '  Sauti Sol Live ',
        description: ' An evening of music. ',
        event_type: 'concert',
        date: '2026-12-12',
        end_date: '',
        time: '19:00',
        location: ' KICC, Nairobi ',
        price: '2500',
        max_attendees: '300',
        is_active: true,
      }),
    ).toEqual({
      title: 'Sauti Sol Live',
      description: 'An evening of music.',
      event_type: 'concert',
      date: '2026-12-12',
      end_date: null,
      time: '19:00',
      location: 'KICC, Nairobi',
      price: 2500,
      max_attendees: 300,
      is_active: true,
    })
  })
})
