import type { Booking } from '@soko/shared/providers/provider.schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { bookingsQueryKey } from '@/lib/booking-query-keys'

/** POST /api/bookings/{id}/cancel: while the booking is pending or confirmed. */
export function cancelBooking(id: string) {
  return apiClient.post<Booking>(`/api/bookings/${encodeURIComponent(id)}/cancel`, {})
}

export function useCancelBooking(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => cancelBooking(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingsQueryKey }),
  })
}
