import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { PlanDetail } from '../insurance-types'
import { insuranceKeys, insurancePlansQueryKey, planPath } from './query-keys'

/** POST /api/insurance/plans/:id/reviews { rating, comment? }: 201 with the plan as it now is. */
export function useReviewPlan(planId: string, viewer: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { rating: number; comment?: string }) =>
      apiClient.post<PlanDetail>(`${planPath(planId)}/reviews`, input),
    onSuccess: (plan) => {
      queryClient.setQueryData(insuranceKeys.plan(planId, viewer), plan)
      // The cards show the new average.
      void queryClient.invalidateQueries({ queryKey: insurancePlansQueryKey })
    },
  })
}
