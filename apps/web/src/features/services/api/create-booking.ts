import type { Booking, CreateBookingInput } from '@soko/shared/providers/provider.schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { bookingsQueryKey } from '@/lib/booking-query-keys'

/** POST /api/services/{id}/bookings: the booking dialog's request (201 with the booking). */
export function createBooking(providerId: string, input: CreateBookingInput) {
  return apiClient.post<Booking>(`/api/services/${encodeURIComponent(providerId)}/bookings`, input)
}

export function useCreateBooking(providerId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CreateBookingInput) => createBooking(providerId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingsQueryKey }),
  })
}
