import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { adminKeys } from './query-keys'

/** POST /api/admin/events/{id}/unpublish or /publish (audited by the server). */
export function useSetEventPublished() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, publish }: { id: string; publish: boolean }) =>
      apiClient.post<unknown>(
        `/api/admin/events/${encodeURIComponent(id)}/${publish ? 'publish' : 'unpublish'}`,
        {},
      ),
    onSuccess: () =>
      Promise.all(
        [adminKeys.events, adminKeys.stats, adminKeys.audit, ['events']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  })
}
