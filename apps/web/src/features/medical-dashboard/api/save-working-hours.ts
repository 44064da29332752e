import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { MedicalDashboard, MedicalProvider, WorkingHoursInput } from './medical-dashboard-types'
import { medicalDashboardApi, medicalDashboardKeys } from './query-keys'

/** PUT /hours (workingHoursSchema): answers the provider with the new hours; booked appointments stay. */
export function useSaveWorkingHours() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: WorkingHoursInput) =>
      apiClient.put<MedicalProvider>(`${medicalDashboardApi}/hours`, body),
    onSuccess: (provider) =>
      queryClient.setQueryData<MedicalDashboard>(medicalDashboardKeys.dashboard, (current) =>
        current ? { ...current, provider } : current,
      ),
  })
}
