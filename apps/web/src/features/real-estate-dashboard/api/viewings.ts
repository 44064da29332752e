import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { AgentViewing, ViewingStatus } from '../dashboard-types'
import { dashboardApi, dashboardKeys, viewingPath } from './query-keys'

/** '' is every status. */
export type ViewingFilter = ViewingStatus | ''

/** GET /viewings?status=: the viewings of the agent's listings, upcoming first. */
export const agentViewingsQueryOptions = (status: ViewingFilter) =>
  queryOptions({
    queryKey: dashboardKeys.viewings(status),
    queryFn: ({ signal }) =>
      apiClient.get<{ items: AgentViewing[] }>(
        `${dashboardApi}/viewings${status ? `?status=${status}` : ''}`,
        signal,
      ),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  })

export function useAgentViewings(status: ViewingFilter) {
  return useQuery(agentViewingsQueryOptions(status))
}

/** POST /viewings/:id/confirm (409 viewing_not_pending, viewing_slot_taken) or /decline { reason? }. */
export function useAnswerViewing() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (
      input: { id: string; answer: 'confirm' } | { id: string; answer: 'decline'; reason?: string },
    ) =>
      apiClient.post<AgentViewing>(
        `${viewingPath(input.id)}/${input.answer}`,
        input.answer === 'decline' && input.reason ? { reason: input.reason } : {},
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  })
}
