import { describe, expect, it } from 'vitest'
import { readCheckoutState } from './checkout-state'

describe('readCheckoutState', () => {
  it('reads the spec event booking state', () => {
    expect(
      readCheckoutState({
        isEventBooking: true,
        orderId: 'a1b2',
        eventData: {
          eventTitle: 'Nairobi Jazz',
          eventDate: '2026-12-01',
          tickets: 2,
          totalAmount: 3000,
          bookingDetails: { fullName: 'Amani', phone: '0712345678', email: 'a@b.co' },
        },
      }),
    ).toEqual({
      orderId: 'a1b2',
      isEventBooking: true,
      eventData: {
        eventTitle: 'Nairobi Jazz',
        eventDate: '2026-12-01',
        tickets: 2,
        totalAmount: 3000,
        bookingDetails: { fullName: 'Amani', phone: '0712345678', email: 'a@b.co' },
      },
    })
  })

  it('reads a plain pending order to pay again', () => {
    expect(readCheckoutState({ orderId: 'o-1' })).toEqual({
      orderId: 'o-1',
      isEventBooking: false,
      eventData: null,
    })
  })

  it('ignores state without an order id, and anything that is not an object', () => {
    expect(readCheckoutState(null)).toBeNull()
    expect(readCheckoutState('o-1')).toBeNull()
    expect(readCheckoutState({ isEventBooking: true })).toBeNull()
    expect(readCheckoutState({ orderId: 42 })).toBeNull()
  })

  it('defaults malformed event fields instead of trusting them', () => {
    const state = readCheckoutState({ isEventBooking: true, orderId: 'x', eventData: { tickets: 'two' } })
    expect(state?.eventData).toEqual({
      eventTitle: '',
      eventDate: '',
      tickets: 1,
      totalAmount: 0,
      bookingDetails: null,
    })
  })
})
