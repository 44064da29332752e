import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { AgentListing, PropertyInput, PropertyStatus } from '../dashboard-types'
import { dashboardApi, dashboardKeys, listingPath } from './query-keys'

/** What the form sends: the shared input with its optional fields left out or cleared (null). */
export type ListingBody = Partial<PropertyInput>

/** After any change the listings and the figures are asked again. */
function useRefreshDashboard() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all })
}

/** POST /listings: created as a draft. */
export function useCreateListing() {
  const refresh = useRefreshDashboard()
  return useMutation({
    mutationFn: (body: ListingBody) => apiClient.post<AgentListing>(`${dashboardApi}/listings`, body),
    onSettled: refresh,
  })
}

/** PATCH /listings/:id */
export function useUpdateListing() {
  const refresh = useRefreshDashboard()
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ListingBody }) =>
      apiClient.patch<AgentListing>(listingPath(id), body),
    onSettled: refresh,
  })
}

/** POST /listings/:id/status: one of agentStatusMoves (409 real_estate.bad_move or unpublished_by_admin). */
export function useMoveListing() {
  const refresh = useRefreshDashboard()
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: PropertyStatus }) =>
      apiClient.post<AgentListing>(`${listingPath(id)}/status`, { status }),
    onSettled: refresh,
  })
}
