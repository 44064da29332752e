import type { PaypalCaptureRequest, PaypalCaptureResponse } from '@soko/shared/payments/payment.schema'
import { apiClient } from '@/lib/api-client'

/** POST /api/payments/paypal/capture: the server captures (idempotently); the redirect alone proves nothing. */
export function capturePaypalPayment(request: PaypalCaptureRequest) {
  return apiClient.post<PaypalCaptureResponse>('/api/payments/paypal/capture', request)
}
