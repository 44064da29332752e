import type { TransactionStatusRead } from '@soko/shared/payments/payment.schema'
import { apiClient } from '@/lib/api-client'

/** GET /api/payments/transactions/:id: the status read the M-Pesa screen polls (spec 000 section 4). */
export function getTransactionStatus(transactionId: string, signal?: AbortSignal) {
  return apiClient.get<TransactionStatusRead>(
    `/api/payments/transactions/${encodeURIComponent(transactionId)}`,
    signal,
  )
}
