import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { Ride, RideOffer } from './driver-dashboard-types'
import { driverDashboardKeys, offerPath } from './query-keys'

function useDropOffer() {
  const queryClient = useQueryClient()
  return (rideId: string) => {
    queryClient.setQueryData<{ offers: RideOffer[] }>(
      driverDashboardKeys.offers,
      (data) => data && { offers: data.offers.filter((offer) => offer.ride_id !== rideId) },
    )
    return queryClient.invalidateQueries({ queryKey: driverDashboardKeys.all })
  }
}

/**
 * POST /api/driver-dashboard/offers/{rideId}/accept: the first driver wins; the others get 409
 * rides.offer_taken. Won or lost, the offer leaves the list and the dashboard is asked again (the trip).
 */
export function useAcceptOffer() {
  const drop = useDropOffer()
  return useMutation({
    mutationFn: (rideId: string) => apiClient.post<Ride>(`${offerPath(rideId)}/accept`, {}),
    onSettled: (_ride, _error, rideId) => drop(rideId),
  })
}

/** POST /api/driver-dashboard/offers/{rideId}/decline (204). */
export function useDeclineOffer() {
  const drop = useDropOffer()
  return useMutation({
    mutationFn: (rideId: string) => apiClient.post<undefined>(`${offerPath(rideId)}/decline`, {}),
    onSettled: (_answer, _error, rideId) => drop(rideId),
  })
}
