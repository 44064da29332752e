import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { AnswerQuoteInput, BrokerQuote, RequestTab } from '../dashboard-types'
import { dashboardApi, dashboardKeys, quoteAnswerPath } from './query-keys'

/** GET /quotes?status=open|answered|accepted: the requests routed to this broker, newest first. */
export const brokerQuotesQueryOptions = (status: RequestTab) =>
  queryOptions({
    queryKey: dashboardKeys.quotes(status),
    queryFn: ({ signal }) =>
      apiClient.get<{ items: BrokerQuote[] }>(`${dashboardApi}/quotes?status=${status}`, signal),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  })

export function useBrokerQuotes(status: RequestTab) {
  return useQuery(brokerQuotesQueryOptions(status))
}

/** POST /quotes/:id/answer: 201 with the request and my answer; the request moves to Answered. */
export function useAnswerQuote() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...input }: AnswerQuoteInput & { id: string }) =>
      apiClient.post<BrokerQuote>(quoteAnswerPath(id), input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  })
}
