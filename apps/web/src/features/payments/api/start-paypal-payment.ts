import type { PaypalPaymentRequest, PaypalPaymentResponse } from '@soko/shared/payments/payment.schema'
import { apiClient } from '@/lib/api-client'

/** POST /api/payments/paypal: creates the PayPal order and answers the approval URL. */
export function startPaypalPayment(request: PaypalPaymentRequest, idempotencyKey: string) {
  return apiClient.post<PaypalPaymentResponse>('/api/payments/paypal', request, {
    'Idempotency-Key': idempotencyKey,
  })
}
