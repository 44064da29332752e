import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { InsurancePlan, PlanInput } from '../dashboard-types'
import { dashboardApi, dashboardKeys, planPath } from './query-keys'

/** GET /plans: the broker's own plans, active or not, newest first. */
export const brokerPlansQueryOptions = queryOptions({
  queryKey: dashboardKeys.plans,
  queryFn: ({ signal }) => apiClient.get<{ items: InsurancePlan[] }>(`${dashboardApi}/plans`, signal),
  staleTime: 10_000,
})

export function useBrokerPlans() {
  return useQuery(brokerPlansQueryOptions)
}

/** POST /plans (201) or PATCH /plans/:id (only the fields sent change). */
export function useSavePlan() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: Partial<PlanInput> }) =>
      id
        ? apiClient.patch<InsurancePlan>(planPath(id), input)
        : apiClient.post<InsurancePlan>(`${dashboardApi}/plans`, input),
    onSuccess: (plan) => {
      queryClient.setQueryData<{ items: InsurancePlan[] }>(dashboardKeys.plans, (current) => {
        if (!current) return current
        const known = current.items.some((one) => one.id === plan.id)
        return {
          items: known
            ? current.items.map((one) => (one.id === plan.id ? plan : one))
            : [plan, ...current.items],
        }
      })
    },
    // The figures count the active plans.
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  })
}
