import { z } from 'zod'

import { paymentMethods } from '../orders/order.constants'
import {
  MPESA_PHONE_MAX_LENGTH,
  mpesaAmount,
  mpesaMessages,
  paymentMessages,
  transactionStatuses,
} from './payment.constants'
import { MPESA_PHONE_PATTERN, normalizeMpesaPhone } from './mpesa-phone'

export * from './payment.constants'
export * from './mpesa-phone'

const orderId = z.uuid(paymentMessages.paymentContextNotFound)

/** A phone number as typed: required, at most 15 characters, normalised to 2547XXXXXXXX (000 section 5). */
export const mpesaPhoneSchema = z
  .string({ error: mpesaMessages.phoneRequired })
  .trim()
  .min(1, mpesaMessages.phoneRequired)
  .max(MPESA_PHONE_MAX_LENGTH, mpesaMessages.phoneInvalid)
  .transform(normalizeMpesaPhone)
  .refine((phone) => MPESA_PHONE_PATTERN.test(phone), mpesaMessages.phoneInvalid)

/** KSh, rounded up to whole shillings, at least 1 (000 section 5). */
export const mpesaAmountSchema = z
  .number({ error: mpesaMessages.amountMin })
  .transform(mpesaAmount)
  .refine((amount) => amount >= 1, mpesaMessages.amountMin)

/** POST /api/payments/mpesa, the spec's mpesa-payment function. Send an Idempotency-Key header. */
export const mpesaPaymentRequestSchema = z.object({
  phoneNumber: mpesaPhoneSchema,
  amount: mpesaAmountSchema,
  orderId,
})
export type MpesaPaymentRequest = z.input<typeof mpesaPaymentRequestSchema>

export const mpesaPaymentResponseSchema = z.object({
  success: z.boolean(),
  /** Daraja's CheckoutRequestID: the transaction id the browser polls with. */
  checkoutRequestId: z.string().nullable(),
  merchantRequestId: z.string().nullable(),
  error: z.string().nullable(),
  message: z.string().nullable(),
  /** Soko's id of this payment attempt (the status read accepts it too). */
  transactionId: z.string(),
})
export type MpesaPaymentResponse = z.infer<typeof mpesaPaymentResponseSchema>

/** POST /api/payments/paypal, the spec's paypal-payment function. Other fields the spec sends are ignored. */
export const paypalPaymentRequestSchema = z.object({ orderId })
export type PaypalPaymentRequest = z.infer<typeof paypalPaymentRequestSchema>

export const paypalPaymentResponseSchema = z.object({
  success: z.boolean(),
  approvalUrl: z.string().nullable(),
  error: z.string().nullable(),
  /** PayPal's order id; PayPal returns it to /payment/success as ?token=. */
  paypalOrderId: z.string().nullable(),
  transactionId: z.string(),
  /** What PayPal will charge: USD converted from the KSh total at the configured rate. */
  amount: z.string(),
  currency: z.literal('USD'),
})
export type PaypalPaymentResponse = z.infer<typeof paypalPaymentResponseSchema>

/** POST /api/payments/paypal/capture, the spec's paypal-capture function: orderId is PayPal's order id (token). */
export const paypalCaptureRequestSchema = z.object({
  orderId: z
    .string({ error: paymentMessages.missingPaypalToken })
    .trim()
    .min(1, paymentMessages.missingPaypalToken)
    .max(64, paymentMessages.missingPaypalToken),
})
export type PaypalCaptureRequest = z.infer<typeof paypalCaptureRequestSchema>

export const paypalCaptureResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().nullable(),
  /** The first purchase unit's first capture, and the Soko order it paid. */
  result: z.object({ order_id: z.string(), capture_id: z.string(), status: z.literal('COMPLETED') }),
})
export type PaypalCaptureResponse = z.infer<typeof paypalCaptureResponseSchema>

/** GET /api/payments/transactions/:id: the status read the browser polls (000 sections 4 and 7). */
export const transactionStatusSchema = z.object({
  /** The id polled with: Daraja's CheckoutRequestID, PayPal's order id, or Soko's attempt id. */
  transaction_id: z.string(),
  id: z.string(),
  order_id: z.string(),
  method: z.enum(paymentMethods),
  status: z.enum(transactionStatuses),
  /** The spec's text for the state: success, "Payment was cancelled or failed", or the timeout text. */
  message: z.string().nullable(),
  result_code: z.string().nullable(),
  result_desc: z.string().nullable(),
  /** The provider's reference of the money moved (M-Pesa receipt, PayPal capture id), whatever the method. */
  payment_ref: z.string().nullable(),
  mpesa_receipt_number: z.string().nullable(),
  paypal_capture_id: z.string().nullable(),
  /** KSh of the order at the time of the attempt. */
  amount: z.number(),
  /** What the provider was asked for: whole KES for M-Pesa, USD with the rate for PayPal. */
  charged_amount: z.string(),
  charged_currency: z.enum(['KES', 'USD']),
  exchange_rate: z.string().nullable(),
  updated_at: z.string(),
})
export type TransactionStatusRead = z.infer<typeof transactionStatusSchema>
