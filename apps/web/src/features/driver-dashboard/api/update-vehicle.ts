import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { DriverDashboard, DriverProfile, VehicleInput } from './driver-dashboard-types'
import { driverApi, driverDashboardKeys } from './query-keys'

/** PATCH /api/driver-dashboard/vehicle: type, make, model, year and plate; 400 with `fields` on a bad value. */
export function useUpdateVehicle() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: VehicleInput) => apiClient.patch<DriverProfile>(`${driverApi}/vehicle`, input),
    onSuccess: (driver) => {
      queryClient.setQueryData<DriverDashboard>(
        driverDashboardKeys.dashboard,
        (data) => data && { ...data, driver },
      )
      return queryClient.invalidateQueries({ queryKey: driverDashboardKeys.all })
    },
  })
}
