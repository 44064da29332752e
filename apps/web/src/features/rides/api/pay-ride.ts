import { apiClient } from '@/lib/api-client'
import type { Ride } from '../ride-types'

/** POST /api/rides/:id/pay: `mpesa` answers the order to pay with the payment chooser; `cash` records it. */
export function payRide(rideId: string, method: 'mpesa' | 'cash') {
  return apiClient.post<{ ride: Ride; order_id: string | null }>(
    `/api/rides/${encodeURIComponent(rideId)}/pay`,
    { method },
  )
}
