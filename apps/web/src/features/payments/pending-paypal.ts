// The pending PayPal payment kept in sessionStorage across the redirect to PayPal and back (spec 000
// section 4: "stores the payment data in session storage under a pending-payment key").
import { PENDING_PAYPAL_PAYMENT_KEY } from '@soko/shared/payments/payment.constants'

export interface PendingPaypalPayment {
  /** Soko's order. */
  orderId: string
  /** PayPal's order id; PayPal sends it back as ?token=. */
  paypalOrderId: string | null
  isEventBooking: boolean
  /** KSh total of the order, for the record. */
  amount: number
  currency: 'KES'
  createdAt: number
}

export function savePendingPaypalPayment(payment: PendingPaypalPayment) {
  try {
    window.sessionStorage.setItem(PENDING_PAYPAL_PAYMENT_KEY, JSON.stringify(payment))
  } catch {
    // Storage disabled: the server still knows the PayPal order, so the capture works without it.
  }
}

/** The stored payment, or null when absent or not shaped as written (sessionStorage is outside data). */
export function readPendingPaypalPayment(): PendingPaypalPayment | null {
  let value: unknown
  try {
    const raw = window.sessionStorage.getItem(PENDING_PAYPAL_PAYMENT_KEY)
    if (raw === null) return null
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const record = value as Record<string, unknown>
  if (typeof record.orderId !== 'string' || !record.orderId) return null
  return {
    orderId: record.orderId,
    paypalOrderId: typeof record.paypalOrderId === 'string' ? record.paypalOrderId : null,
    isEventBooking: record.isEventBooking === true,
    amount: typeof record.amount === 'number' ? record.amount : 0,
    currency: 'KES',
    createdAt: typeof record.createdAt === 'number' ? record.createdAt : 0,
  }
}

export function clearPendingPaypalPayment() {
  try {
    window.sessionStorage.removeItem(PENDING_PAYPAL_PAYMENT_KEY)
  } catch {
    // Nothing to clear.
  }
}
