import { apiClient } from '@/lib/api-client'
import type { Ride } from '../ride-types'

/** POST /api/rides/:id/cancel: the rider cancels before the trip starts. */
export function cancelRide(rideId: string, reason?: string) {
  return apiClient.post<Ride>(`/api/rides/${encodeURIComponent(rideId)}/cancel`, reason ? { reason } : {})
}
