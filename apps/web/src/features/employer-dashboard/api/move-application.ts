import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { ApplicationStatus, EmployerApplication } from './employer-types'
import { employerApi, employerKeys } from './query-keys'

/**
 * POST /api/employer-dashboard/applications/{id}/status: one of employerApplicationMoves (409 jobs.bad_move
 * otherwise). The server tells the applicant; every list and the figures are asked again.
 */
export function useMoveApplication() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ApplicationStatus }) =>
      apiClient.post<EmployerApplication>(`${employerApi}/applications/${encodeURIComponent(id)}/status`, {
        status,
      }),
    onSuccess: (moved) => {
      // The card shows its new status before the lists come back.
      queryClient.setQueriesData<EmployerApplication[]>({ queryKey: employerKeys.all }, (list) =>
        Array.isArray(list) ? list.map((one) => (one.id === moved.id ? moved : one)) : list,
      )
      return queryClient.invalidateQueries({ queryKey: employerKeys.all })
    },
  })
}
