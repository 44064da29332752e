import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { insuranceQuotesQueryKey } from '@/lib/booking-query-keys'
import type { Quote } from '../insurance-types'
import { quotesApi } from './query-keys'

/** The body of POST /api/insurance/quotes (quoteRequestSchema): coverage in whole KSh. */
export interface QuoteRequestBody {
  full_name: string
  email: string
  phone: string
  insurance_type: string
  coverage_amount?: number
  additional_info?: string
  plan_id?: string
}

/** POST /api/insurance/quotes: 201 with the request (open); routed by the server to the brokers. */
export function useRequestQuote() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: QuoteRequestBody) => apiClient.post<Quote>(quotesApi, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: insuranceQuotesQueryKey }),
  })
}
