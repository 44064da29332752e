import { apiClient } from '@/lib/api-client'
import type { CreateRide, Ride } from '../ride-types'

/** POST /api/rides: the request, offered to the chosen driver and the nearest others. */
export function createRide(body: CreateRide) {
  return apiClient.post<Ride>('/api/rides', body)
}
