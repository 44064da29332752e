import { describe, expect, it } from 'vitest'
import { hoursBody, hoursProblems } from './hours-form-values'
import { medicationBody, medicationProblems } from './medication-form-values'
import { isCalendarDate, nairobiToday, shiftDay } from './medical-day'

describe('the dashboard day', () => {
  it('is the Nairobi day: 21:00 UTC is already the next day', () => {
    expect(nairobiToday(new Date('2026-11-27T20:59:00Z'))).toBe('2026-11-27')
    expect(nairobiToday(new Date('2026-11-27T21:00:00Z'))).toBe('2026-11-28')
  })

  it('moves across months and years, and knows a real day', () => {
    expect(shiftDay('2026-02-28', 1)).toBe('2026-03-01')
    expect(shiftDay('2027-01-01', -1)).toBe('2026-12-31')
    expect(isCalendarDate('2026-02-29')).toBe(false)
    expect(isCalendarDate('2028-02-29')).toBe(true)
    expect(isCalendarDate('10/06/2026')).toBe(false)
  })
})

describe('the working hours form', () => {
  it('asks for a day and slots in order, a whole-shilling fee, and sends the days sorted with the fee in cents', () => {
    expect(hoursProblems({ days: [], first: '12:00', last: '11:00', fee: '-5' })).toEqual({
      days: 'hours',
      last: 'hours',
      fee: 'fee',
    })
    expect(hoursProblems({ days: [3], first: '11:00', last: '11:00', fee: '100001' })).toEqual({ fee: 'fee' })
    expect(hoursBody({ days: [5, 1, 3], first: '09:00', last: '17:00', fee: ' ' })).toEqual({
      working_days: [1, 3, 5],
      first_slot: '09:00',
      last_slot: '17:00',
      consultation_fee_cents: null,
    })
  })
})

describe('the medication form', () => {
  const values = {
    name: ' Zinc tablets ',
    category: 'Vitamins & Supplements',
    description: '',
    price: '99.99',
    stock: '0',
    requires_prescription: false,
    is_active: true,
  }

  it('takes a price in shillings with up to two decimals, sent in cents, and a stock of zero', () => {
    expect(medicationProblems(values)).toEqual({})
    expect(medicationBody(values)).toMatchObject({
      name: 'Zinc tablets',
      price_cents: 9999,
      stock_quantity: 0,
    })
  })

  it('refuses an unknown category, a price under KSh 1 or with three decimals, and a fractional stock', () => {
    expect(medicationProblems({ ...values, category: 'Sweets', price: '1.005', stock: '2.5' })).toEqual({
      category: 'category',
      price: 'price',
      stock: 'stock',
    })
    expect(medicationProblems({ ...values, price: '0.99' })).toEqual({ price: 'price' })
  })
})
