import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { insuranceQuotesQueryKey } from '@/lib/booking-query-keys'
import type { Quote } from '../insurance-types'
import { insuranceKeys, quotePath, quotesApi } from './query-keys'

/** GET /api/insurance/quotes/mine: the signed-in user's requests, newest first, with every answer. */
export const myQuotesQueryOptions = queryOptions({
  queryKey: insuranceKeys.mine,
  queryFn: ({ signal }) =>
    apiClient.get<{ items: Quote[] }>(`${quotesApi}/mine`, signal).then((page) => page.items),
  staleTime: 15_000,
})

export function useMyQuotes() {
  return useQuery(myQuotesQueryOptions)
}

function useQuoteChange<Input>(post: (input: Input) => Promise<Quote>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: post,
    onSuccess: (quote) => {
      queryClient.setQueryData<Quote[]>(insuranceKeys.mine, (list) =>
        list?.map((one) => (one.id === quote.id ? quote : one)),
      )
    },
    // An acceptance may open a plan's review form.
    onSettled: () => queryClient.invalidateQueries({ queryKey: insuranceQuotesQueryKey }),
  })
}

/** POST /api/insurance/quotes/:id/answers/:answerId/accept: the others are declined in the same step. */
export function useAcceptAnswer() {
  return useQuoteChange(({ quoteId, answerId }: { quoteId: string; answerId: string }) =>
    apiClient.post<Quote>(`${quotePath(quoteId)}/answers/${encodeURIComponent(answerId)}/accept`, {}),
  )
}

/** POST /api/insurance/quotes/:id/cancel: while open or answered (409 otherwise). */
export function useCancelQuote() {
  return useQuoteChange((quoteId: string) => apiClient.post<Quote>(`${quotePath(quoteId)}/cancel`, {}))
}
