import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, apiClient } from '@/lib/api-client'
import type { MedicalDashboard } from './medical-dashboard-types'
import { medicalDashboardApi, medicalDashboardKeys } from './query-keys'

/** The server's word for "not an approved medical provider" (403 before anything else is read). */
export const NOT_MEDICAL_PROVIDER = 'medical.not_medical_provider'

export const isNotMedicalProvider = (error: unknown) =>
  error instanceof ApiError && error.code === NOT_MEDICAL_PROVIDER

/** GET /api/medical-dashboard: the provider, whether a pharmacy, and the figures. */
export const medicalDashboardQueryOptions = queryOptions({
  queryKey: medicalDashboardKeys.dashboard,
  queryFn: ({ signal }) => apiClient.get<MedicalDashboard>(medicalDashboardApi, signal),
  staleTime: 10_000,
  // A refusal is an answer, not a hiccup: no retry.
  retry: (failures, error) => !isNotMedicalProvider(error) && failures < 1,
})

export function useMedicalDashboard() {
  return useQuery(medicalDashboardQueryOptions)
}
