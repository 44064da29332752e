import { describe, expect, it } from 'vitest'
import type { Session } from '@/lib/session'
import { bookingDefaults, missingBookingFields, todayIso, toCreateBookingInput } from './booking-form'

const session = {
  user: { id: 'u1', email: 'amina@example.com', name: 'Amina W', email_verified: true },
  profile: { full_name: 'Amina Wanjiru', phone: '0712345678' },
} as unknown as Session

describe('booking form', () => {
  it('prefills name, email and phone from the session; urgency normal, time flexible', () => {
    expect(bookingDefaults(session)).toMatchObject({
      full_name: 'Amina Wanjiru',
      email: 'amina@example.com',
      phone: '0712345678',
      address: '',
      urgency: 'normal',
      preferred_time: 'flexible',
    })
  })

  it('requires full name, email, phone and address, in that order', () => {
    const values = { ...bookingDefaults(null), email: 'a@b.co', address: '  ' }
    expect(missingBookingFields(values)).toEqual(['full_name', 'phone', 'address'])
  })

  it('sends blank optional values as null and trims the rest', () => {
    expect(
      toCreateBookingInput({
        ...bookingDefaults(session),
        full_name: ' Amina ',
        address: ' Kilimani, Nairobi ',
        service_description: '   ',
      }),
    ).toEqual({
      full_name: 'Amina',
      email: 'amina@example.com',
      phone: '0712345678',
      address: 'Kilimani, Nairobi',
      preferred_date: null,
      preferred_time: 'flexible',
      service_description: null,
      urgency: 'normal',
    })
  })

  it("gives today's date in the browser's calendar as the earliest date", () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05')
  })
})
