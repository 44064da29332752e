import type { Booking } from '@soko/shared/providers/provider.schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { bookingsQueryKey } from '@/lib/booking-query-keys'
import { servicesQueryKey } from './query-keys'

export interface ReviewInput {
  rating: number
  comment: string | null
}

/** POST /api/bookings/{id}/review: once, after completion; the provider's rating changes. */
export function reviewBooking(id: string, input: ReviewInput) {
  return apiClient.post<Booking>(`/api/bookings/${encodeURIComponent(id)}/review`, input)
}

export function useReviewBooking(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ReviewInput) => reviewBooking(id, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: servicesQueryKey }),
      ]),
  })
}
