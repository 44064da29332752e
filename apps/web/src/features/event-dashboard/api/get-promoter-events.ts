import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { PromoterEvent } from './event-dashboard-types'
import { eventDashboardKeys } from './query-keys'

/** GET /api/event-dashboard/events: the promoter's own events (published or not) with their sales. */
export const promoterEventsQueryOptions = queryOptions({
  queryKey: eventDashboardKeys.events,
  queryFn: ({ signal }) => apiClient.get<{ events: PromoterEvent[] }>('/api/event-dashboard/events', signal),
  // Sales and check-ins move while the door is open: the live channel refreshes it, this is the fallback.
  staleTime: 15_000,
})

export function usePromoterEvents() {
  return useQuery(promoterEventsQueryOptions)
}
