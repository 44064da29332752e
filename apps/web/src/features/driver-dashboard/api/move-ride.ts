import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { DriverCancelInput, Point, Ride } from './driver-dashboard-types'
import { driverDashboardKeys, ridePath } from './query-keys'

export type TripMove =
  { rideId: string; move: 'arrived' | 'start' } | { rideId: string; move: 'complete'; position?: Point }

/**
 * POST /api/driver-dashboard/rides/{id}/arrived | start | complete: one guarded move each (409 rides.bad_move
 * when the ride moved already, e.g. the rider cancelled). Refused or not, the trip is asked again.
 */
export function useMoveTrip() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: TripMove) =>
      apiClient.post<Ride>(
        `${ridePath(input.rideId)}/${input.move}`,
        input.move === 'complete' && input.position ? { position: input.position } : {},
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: driverDashboardKeys.all }),
  })
}

/** POST /api/driver-dashboard/rides/{id}/cancel { reason, details? }: before the trip starts. */
export function useCancelTrip() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ rideId, ...input }: DriverCancelInput & { rideId: string }) =>
      apiClient.post<Ride>(`${ridePath(rideId)}/cancel`, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: driverDashboardKeys.all }),
  })
}
