import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { PropertyCriteria, SavedSearch } from '../real-estate-types'
import { savedSearchesQueryKey } from './query-keys'

const path = '/api/property-searches'

/** GET /api/property-searches: the signed-in user's saved searches. */
export const savedSearchesQueryOptions = queryOptions({
  queryKey: savedSearchesQueryKey,
  queryFn: ({ signal }) => apiClient.get<{ items: SavedSearch[] }>(path, signal),
  staleTime: 60_000,
})

export function useSavedSearches(enabled: boolean) {
  return useQuery({ ...savedSearchesQueryOptions, enabled })
}

/** POST /api/property-searches { criteria }: the server names it; 409 when the user keeps too many. */
export function useSaveSearch() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (criteria: PropertyCriteria) => apiClient.post<SavedSearch>(path, { criteria }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey }),
  })
}

/** DELETE /api/property-searches/:id (204). */
export function useDeleteSavedSearch() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => apiClient.delete<void>(`${path}/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey }),
  })
}
