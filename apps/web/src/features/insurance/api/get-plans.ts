import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { PLANS_STALE_MS, type InsurancePlan, type PlanListParams } from '../insurance-types'
import { insuranceKeys, plansApi } from './query-keys'

/** GET /api/insurance/plans?search=&plan_type=: active plans, newest first. */
export function getPlans(params: PlanListParams, signal?: AbortSignal) {
  const query = new URLSearchParams()
  if (params.search) query.set('search', params.search)
  if (params.plan_type) query.set('plan_type', params.plan_type)
  const search = query.toString()
  return apiClient.get<{ items: InsurancePlan[] }>(search ? `${plansApi}?${search}` : plansApi, signal)
}

export function plansQueryOptions(params: PlanListParams) {
  return queryOptions({
    queryKey: insuranceKeys.plans(params),
    queryFn: ({ signal }) => getPlans(params, signal),
    staleTime: PLANS_STALE_MS,
    // A new search or type keeps the cards on screen until its answer arrives.
    placeholderData: keepPreviousData,
  })
}

export function usePlans(params: PlanListParams) {
  return useQuery(plansQueryOptions(params))
}
