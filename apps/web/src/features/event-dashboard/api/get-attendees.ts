import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { AttendeeList } from './event-dashboard-types'
import { eventDashboardKeys } from './query-keys'

/** GET /api/event-dashboard/events/{id}/attendees: one ticket per row, with its check-in. */
export const attendeesQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: eventDashboardKeys.attendees(eventId),
    queryFn: ({ signal }) =>
      apiClient.get<AttendeeList>(
        `/api/event-dashboard/events/${encodeURIComponent(eventId)}/attendees`,
        signal,
      ),
    staleTime: 15_000,
  })

export function useAttendees(eventId: string | undefined) {
  return useQuery({ ...attendeesQueryOptions(eventId ?? ''), enabled: Boolean(eventId) })
}
