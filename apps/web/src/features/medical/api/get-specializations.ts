import type { Specialization } from '@soko/shared/medical/medical.schema'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { medicalKeys } from './query-keys'

/** GET /api/medical/specializations: by name. */
export const specializationsQueryOptions = queryOptions({
  queryKey: medicalKeys.specializations,
  queryFn: ({ signal }) => apiClient.get<{ items: Specialization[] }>('/api/medical/specializations', signal),
  select: (answer) => answer.items,
  staleTime: 60 * 60_000,
})

export function useSpecializations() {
  return useQuery(specializationsQueryOptions)
}
