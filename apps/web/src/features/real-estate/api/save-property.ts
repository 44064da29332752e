import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { PropertyDetail } from '../real-estate-types'
import { propertyDetailPrefix, propertyPath } from './query-keys'

/** PUT (save) or DELETE (unsave) /api/properties/:id/save: `{ saved }`; the page shows the answer at once. */
export function useSetPropertySaved() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, saved }: { id: string; saved: boolean }) =>
      apiRequest<{ saved: boolean }>(`${propertyPath(id)}/save`, { method: saved ? 'PUT' : 'DELETE' }),
    onSuccess: (answer, { id }) => {
      queryClient.setQueriesData<PropertyDetail>({ queryKey: propertyDetailPrefix(id) }, (current) =>
        current ? { ...current, is_saved: answer.saved } : current,
      )
    },
  })
}
