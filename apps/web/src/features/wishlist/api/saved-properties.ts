import type { PropertyCard } from '@soko/shared/real-estate/real-estate.schema'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiClient, apiRequest } from '@/lib/api-client'
import { useSession } from '@/lib/session'

export const savedPropertiesQueryKey = ['saved-properties'] as const

/**
 * GET /api/properties/saved: the properties the user saved on their pages, newest save first. Saving happens
 * on a property's page, so the list is asked again each time the wishlist opens.
 */
export const savedPropertiesQueryOptions = queryOptions({
  queryKey: savedPropertiesQueryKey,
  queryFn: ({ signal }) => apiClient.get<{ items: PropertyCard[] }>('/api/properties/saved', signal),
  staleTime: 0,
})

export function useSavedProperties() {
  const { isSignedIn } = useSession()
  return useQuery({ ...savedPropertiesQueryOptions, enabled: isSignedIn })
}

/** DELETE /api/properties/:id/save: off the list at once. */
export function useUnsaveProperty() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ saved: boolean }>(`/api/properties/${encodeURIComponent(id)}/save`, { method: 'DELETE' }),
    onSuccess: (_, id) =>
      queryClient.setQueryData<{ items: PropertyCard[] }>(savedPropertiesQueryKey, (current) =>
        current ? { items: current.items.filter((item) => item.id !== id) } : current,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedPropertiesQueryKey }),
  })
}
