import type { RequestViewingInput } from '@soko/shared/real-estate/real-estate.schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { propertyViewingsQueryKey } from '@/lib/booking-query-keys'
import type { Viewing } from '../real-estate-types'
import { propertyPath } from './query-keys'

/** Every viewing the user sees (this page's request, My activity) is asked again after a change. */
function useRefreshViewings() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: propertyViewingsQueryKey })
}

/** POST /api/properties/:id/viewings: 201 with the request; the server's refusals carry its own message. */
export function useRequestViewing(propertyId: string) {
  const refresh = useRefreshViewings()
  return useMutation({
    mutationFn: (input: RequestViewingInput) =>
      apiClient.post<Viewing>(`${propertyPath(propertyId)}/viewings`, input),
    onSettled: refresh,
  })
}

/** POST /api/property-viewings/:id/cancel: the requester's own, requested or confirmed and not past. */
export function useCancelViewing() {
  const refresh = useRefreshViewings()
  return useMutation({
    mutationFn: (viewingId: string) =>
      apiClient.post<Viewing>(`/api/property-viewings/${encodeURIComponent(viewingId)}/cancel`, {}),
    onSettled: refresh,
  })
}
