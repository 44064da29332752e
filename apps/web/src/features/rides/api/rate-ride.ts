import { apiClient } from '@/lib/api-client'
import type { Ride } from '../ride-types'

/** POST /api/rides/:id/rating: once, after the trip. */
export function rateRide(rideId: string, rating: { stars: number; comment?: string }) {
  return apiClient.post<Ride>(`/api/rides/${encodeURIComponent(rideId)}/rating`, rating)
}
