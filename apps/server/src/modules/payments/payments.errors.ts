import { paymentMessages } from '@soko/shared/payments/payment.constants'
import { AppError, codedError } from '../../lib/errors'

export const transactionNotFound = codedError('payments.not_found', 404, 'Transaction not found.')
export const paypalContextNotFound = codedError(
  'payments.not_found',
  404,
  paymentMessages.paymentContextNotFound,
)
export const mpesaUnavailable = codedError('payments.unavailable', 503, paymentMessages.mpesaDefault)
export const paypalUnavailable = codedError('payments.unavailable', 503, paymentMessages.paypalDefault)
export const orderAlreadyPaid = codedError('payments.order_paid', 409, 'This order has already been paid.')
export const orderNotPayable = codedError(
  'payments.order_not_payable',
  409,
  'This order was cancelled. Please place your order again.',
)
export const amountMismatch = (expected: number) =>
  new AppError(
    'payments.amount_mismatch',
    400,
    `The amount does not match the order total (KSh ${expected.toLocaleString('en-KE')}).`,
  )
export const mpesaInProgress = codedError(
  'payments.mpesa_in_progress',
  409,
  'A payment request for this order is already waiting on a phone. Please complete it there or wait for it to finish.',
)
export const mpesaRejected = codedError('payments.mpesa_failed', 502, paymentMessages.mpesaDefault)
export const paypalRejected = codedError('payments.paypal_failed', 502, paymentMessages.paypalDefault)
export const paypalNotApproved = codedError(
  'payments.paypal_not_approved',
  409,
  paymentMessages.paypalCaptureFailed,
)
export const paypalCaptureFailed = codedError(
  'payments.paypal_capture_failed',
  502,
  paymentMessages.paypalCaptureFailed,
)
export const paypalCaptureDeclined = codedError(
  'payments.paypal_capture_declined',
  402,
  paymentMessages.paypalCaptureFailed,
)
export const paymentMethodUnavailable = codedError(
  'payments.unavailable',
  503,
  'This payment method is not available.',
)
