import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { CheckInAnswer } from './event-dashboard-types'
import { eventDashboardKeys } from './query-keys'

/** A typed ticket code, or the QR code's content as scanned. */
export type CheckInInput = { code: string } | { token: string }

/** POST /api/event-dashboard/events/{id}/check-ins: the server marks the ticket used exactly once. */
export function useCheckInTicket(eventId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CheckInInput) =>
      apiClient.post<CheckInAnswer>(
        `/api/event-dashboard/events/${encodeURIComponent(eventId)}/check-ins`,
        input,
      ),
    // Refused or not, the counts may have moved (another door checked someone in).
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventDashboardKeys.all }),
  })
}
