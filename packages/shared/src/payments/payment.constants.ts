// Plain values and pure rules without zod, so a screen that needs only these does not load zod.

/** The spec's payment texts (000 section 8, 001 section 8), word for word. */
export const paymentMessages = {
  paymentFailedTitle: 'Payment Failed',
  mpesaDefault: 'Unable to process M-Pesa payment. Please try again.',
  initiationFailed: 'Payment initiation failed',
  failed: 'Payment failed',
  cancelledOrFailed: 'Payment was cancelled or failed',
  timeout: 'Payment timeout. Please try again.',
  requestSentTitle: 'Payment Request Sent',
  requestSent: 'Please check your phone and enter your M-Pesa PIN to complete the payment.',
  paypalFailedTitle: 'PayPal Payment Failed',
  paypalDefault: 'Failed to initiate PayPal payment',
  success: 'Payment successful! Your order has been placed.',
  eventSuccess: 'Payment successful! Your event tickets have been confirmed.',
  missingPaypalToken: 'Missing PayPal token.',
  paypalCaptureFailed: 'PayPal capture failed',
  paymentContextNotFound: 'Payment context not found.',
  signInToComplete: 'You must be signed in to complete the order.',
  paypalCompleteFailed: 'Failed to complete PayPal payment.',
  comingSoon: 'Coming Soon',
  finalizing: 'Finalizing Payment',
  successTitle: 'Payment Successful',
} as const

/** The browser polls a transaction every 3 s for up to 120 s (000 section 9). */
export const PAYMENT_POLL_INTERVAL_MS = 3_000
export const PAYMENT_POLL_TIMEOUT_MS = 120_000

/** sessionStorage key under which the browser keeps the pending PayPal payment across the redirect. */
export const PENDING_PAYPAL_PAYMENT_KEY = 'soko.pendingPaypalPayment'

/** A transaction as the status read reports it (000 section 4); unknown is the browser's word for a failed read. */
export const transactionStatuses = ['pending', 'completed', 'failed', 'unknown'] as const
export type TransactionStatus = (typeof transactionStatuses)[number]

// ---- M-Pesa phone and amount (000 section 5) ----

export const mpesaMessages = {
  phoneRequired: 'Please enter your phone number',
  phoneInvalid: 'Invalid phone number format. Please use format: 0712345678 or 254712345678',
  amountMin: 'Amount must be at least KSh 1',
} as const

/** The phone input takes at most 15 characters (12 digits shown with spaces). */
export const MPESA_PHONE_MAX_LENGTH = 15

/**
 * What the phone input shows while typing: digits grouped with spaces (`254 712 345 678`, `0712 345 678`),
 * never longer than 15 characters. A leading + is dropped, as normalisation drops it anyway.
 */
export function formatMpesaPhoneInput(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 12)
  const groups = digits.startsWith('254') ? [3, 3, 3, 3] : digits.startsWith('0') ? [4, 3, 3] : [3, 3, 3]
  const parts: string[] = []
  let at = 0
  for (const size of groups) {
    if (at >= digits.length) break
    parts.push(digits.slice(at, at + size))
    at += size
  }
  if (at < digits.length) parts.push(digits.slice(at))
  return parts.join(' ').slice(0, MPESA_PHONE_MAX_LENGTH)
}

/** M-Pesa takes whole shillings: an amount is rounded up, so the payer never pays less than the total. */
export function mpesaAmount(shillings: number): number {
  // Guard against binary fractions such as 1500.0000000002 turning into 1501.
  return Math.ceil(Math.round(shillings * 100) / 100)
}

/** The whole-shilling M-Pesa amount for an order total in cents. */
export function mpesaAmountForCents(cents: number): number {
  return Math.ceil(cents / 100)
}
