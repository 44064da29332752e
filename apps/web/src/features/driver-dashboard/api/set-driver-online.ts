import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { DriverDashboard, DriverProfile, Point } from './driver-dashboard-types'
import { driverApi, driverDashboardKeys } from './query-keys'

/** PUT /api/driver-dashboard/status: online with a first position, or offline (409 rides.driver_busy in a trip). */
export function useSetDriverOnline() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { online: boolean; position?: Point }) =>
      apiClient.put<DriverProfile>(`${driverApi}/status`, input),
    onSuccess: (driver) => {
      // The switch shows its new state at once, before the dashboard is asked again.
      queryClient.setQueryData<DriverDashboard>(
        driverDashboardKeys.dashboard,
        (data) => data && { ...data, driver },
      )
      return queryClient.invalidateQueries({ queryKey: driverDashboardKeys.all })
    },
  })
}
