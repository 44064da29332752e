import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient, ApiError } from '@/lib/api-client'
import { EVENTS_STALE_MS, type EventDetail } from '../event-types'
import { eventsQueryKey } from './query-keys'

export const eventQueryKey = (id: string) => [...eventsQueryKey, 'detail', id] as const

/** GET /api/events/{id}: a published event; a 404 is an answer (not found), not worth a retry. */
export function eventQueryOptions(id: string) {
  return queryOptions({
    queryKey: eventQueryKey(id),
    queryFn: ({ signal }) => apiClient.get<EventDetail>(`/api/events/${encodeURIComponent(id)}`, signal),
    staleTime: EVENTS_STALE_MS,
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
  })
}

export function useEvent(id: string) {
  return useQuery(eventQueryOptions(id))
}
