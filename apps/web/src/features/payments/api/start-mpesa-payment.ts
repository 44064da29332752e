import type { MpesaPaymentRequest, MpesaPaymentResponse } from '@soko/shared/payments/payment.schema'
import { apiClient } from '@/lib/api-client'

/**
 * POST /api/payments/mpesa: asks Daraja for an STK push. One Idempotency-Key per attempt, so a double click
 * or a retried request never pushes twice.
 */
export function startMpesaPayment(request: MpesaPaymentRequest, idempotencyKey: string) {
  return apiClient.post<MpesaPaymentResponse>('/api/payments/mpesa', request, {
    'Idempotency-Key': idempotencyKey,
  })
}
