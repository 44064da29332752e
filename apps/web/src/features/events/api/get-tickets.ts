import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { Ticket } from '../event-types'
import { ticketsQueryKey } from './query-keys'

/** GET /api/tickets?order_id=: the signed-in person's tickets, all or one order's. */
export function ticketsQueryOptions(orderId?: string) {
  const query = orderId ? `?order_id=${encodeURIComponent(orderId)}` : ''
  return queryOptions({
    queryKey: [...ticketsQueryKey, orderId ?? 'all'],
    queryFn: ({ signal }) => apiClient.get<{ tickets: Ticket[] }>(`/api/tickets${query}`, signal),
    // A ticket is checked in at the door: read afresh whenever the page is opened again.
    staleTime: 0,
  })
}

export function useTickets(orderId?: string) {
  return useQuery(ticketsQueryOptions(orderId))
}
