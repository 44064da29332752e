import { PENDING_PAYPAL_PAYMENT_KEY } from '@soko/shared/payments/payment.constants'
import { afterEach, describe, expect, it } from 'vitest'
import {
  clearPendingPaypalPayment,
  readPendingPaypalPayment,
  savePendingPaypalPayment,
} from './pending-paypal'

afterEach(() => window.sessionStorage.clear())

describe('the pending PayPal payment', () => {
  it('survives a round trip through sessionStorage under the pending-payment key', () => {
    const payment = {
      orderId: 'order-1',
      paypalOrderId: 'PP-1',
      isEventBooking: false,
      amount: 1500,
      currency: 'KES' as const,
      createdAt: 1,
    }
    savePendingPaypalPayment(payment)
    expect(window.sessionStorage.getItem(PENDING_PAYPAL_PAYMENT_KEY)).not.toBeNull()
    expect(readPendingPaypalPayment()).toEqual(payment)
    clearPendingPaypalPayment()
    expect(readPendingPaypalPayment()).toBeNull()
  })

  it('is null when the stored value is not JSON or lacks an order', () => {
    window.sessionStorage.setItem(PENDING_PAYPAL_PAYMENT_KEY, '{not json')
    expect(readPendingPaypalPayment()).toBeNull()
    window.sessionStorage.setItem(PENDING_PAYPAL_PAYMENT_KEY, JSON.stringify({ amount: 5 }))
    expect(readPendingPaypalPayment()).toBeNull()
  })
})
