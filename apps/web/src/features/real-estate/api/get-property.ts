import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient, ApiError } from '@/lib/api-client'
import { takeBootList } from '@/lib/boot-lists'
import { useSession } from '@/lib/session'
import { PROPERTIES_STALE_MS, type PropertyDetail } from '../real-estate-types'
import { propertyDetailKey, propertyPath } from './query-keys'

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404

/** GET /api/properties/:id: the listing, with the signed-in viewer's own fields. */
export function propertyQueryOptions(id: string, viewer: string) {
  return queryOptions({
    queryKey: propertyDetailKey(id, viewer),
    queryFn: ({ signal }) => apiClient.get<PropertyDetail>(propertyPath(id), signal),
    // The page itself may carry the listing as this viewer sees it (the server's page data).
    initialData: () => takeBootList<PropertyDetail>('property', { id, viewer }, propertyPath(id)),
    staleTime: PROPERTIES_STALE_MS,
    // Not found is an answer, not a hiccup.
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  })
}

/** The property as the current viewer sees it; asked once the session is known. */
export function useProperty(id: string) {
  const { user, isLoading } = useSession()
  const viewer = user?.id ?? 'guest'
  return { viewer, ...useQuery({ ...propertyQueryOptions(id, viewer), enabled: !isLoading }) }
}
