import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError, apiClient } from '@/lib/api-client'
import type { Broker, InsuranceDashboard, InsuranceType } from '../dashboard-types'
import { dashboardApi, dashboardKeys } from './query-keys'

/** The server's word for "not an approved broker" (403 before anything else is read). */
export const NOT_BROKER = 'insurance.not_broker'

export const isNotBroker = (error: unknown) =>
  error instanceof ApiError && (error.code === NOT_BROKER || error.status === 403)

/** GET /api/insurance-dashboard: the broker and the figures. */
export const dashboardQueryOptions = queryOptions({
  queryKey: dashboardKeys.dashboard,
  queryFn: ({ signal }) => apiClient.get<InsuranceDashboard>(dashboardApi, signal),
  staleTime: 10_000,
  // A refusal is an answer, not a hiccup: no retry.
  retry: (failures, error) => !isNotBroker(error) && failures < 1,
})

export function useBrokerDashboard() {
  return useQuery(dashboardQueryOptions)
}

/** PUT /api/insurance-dashboard/types { insurance_types }: the types the broker is sent requests for. */
export function useSaveBrokerTypes() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (types: InsuranceType[]) =>
      apiClient.put<Broker>(`${dashboardApi}/types`, { insurance_types: types }),
    onSuccess: (broker) => {
      queryClient.setQueryData<InsuranceDashboard>(dashboardKeys.dashboard, (current) =>
        current ? { ...current, broker } : current,
      )
    },
    // Other requests are routed to the broker now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  })
}
