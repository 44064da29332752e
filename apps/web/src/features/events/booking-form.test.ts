import { describe, expect, it } from 'vitest'
import { eventBookingDefaults, missingEventBookingFields, toEventBookingInput } from './booking-form'

const filled = {
  full_name: ' Achieng Odhiambo ',
  email: ' achieng@example.com',
  phone: '0712345678 ',
  tickets: '2',
  special_requests: '  ',
}

describe('event booking form', () => {
  it('starts with one ticket and the signed-in person', () => {
    const values = eventBookingDefaults({
      user: { id: 'u1', email: 'amani@example.com', name: 'Amani' },
      profile: { full_name: 'Amani Wekesa', phone: '0700111222' },
    } as never)
    expect(values).toMatchObject({
      full_name: 'Amani Wekesa',
      email: 'amani@example.com',
      phone: '0700111222',
      tickets: '1',
    })
  })

  it('full name, email and phone are required; special requests are not', () => {
    expect(missingEventBookingFields(filled)).toEqual([])
    expect(missingEventBookingFields({ ...filled, full_name: ' ', phone: '' })).toEqual([
      'full_name',
      'phone',
    ])
  })

  it('sends trimmed values, a valid ticket count and no blank special requests', () => {
    expect(toEventBookingInput(filled)).toEqual({
      full_name: 'Achieng Odhiambo',
      email: 'achieng@example.com',
      phone: '0712345678',
      tickets: 2,
    })
    expect(
      toEventBookingInput({ ...filled, tickets: 'x', special_requests: ' Wheelchair access ' }),
    ).toMatchObject({
      tickets: 1,
      special_requests: 'Wheelchair access',
    })
  })
})
