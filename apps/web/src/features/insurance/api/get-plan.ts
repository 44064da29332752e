import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient, ApiError } from '@/lib/api-client'
import { useSession } from '@/lib/session'
import type { PlanDetail } from '../insurance-types'
import { insuranceKeys, planPath } from './query-keys'

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404

/** GET /api/insurance/plans/:id: the plan, its latest reviews and whether this viewer may review it. */
export function planQueryOptions(id: string, viewer: string) {
  return queryOptions({
    queryKey: insuranceKeys.plan(id, viewer),
    queryFn: ({ signal }) => apiClient.get<PlanDetail>(planPath(id), signal),
    staleTime: 15_000,
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  })
}

/** The plan as the current viewer sees it; asked once the session is known. */
export function usePlan(id: string) {
  const { user, isLoading } = useSession()
  const viewer = user?.id ?? 'guest'
  return { viewer, ...useQuery({ ...planQueryOptions(id, viewer), enabled: !isLoading }) }
}
