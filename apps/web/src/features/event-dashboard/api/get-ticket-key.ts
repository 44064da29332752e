import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { TicketKey } from './event-dashboard-types'
import { eventDashboardKeys } from './query-keys'

/** GET /api/events/ticket-key: the key changes only when the server's key is replaced. */
export const ticketKeyQueryOptions = queryOptions({
  queryKey: eventDashboardKeys.ticketKey,
  queryFn: ({ signal }) => apiClient.get<TicketKey>('/api/events/ticket-key', signal),
  staleTime: Infinity,
  retry: false,
})
