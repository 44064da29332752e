import type { Booking } from '@soko/shared/providers/provider.schema'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { bookingsQueryKey } from '@/lib/booking-query-keys'

/** GET /api/bookings: the signed-in customer's bookings, newest first; asked again on every visit. */
export const bookingsQueryOptions = queryOptions({
  queryKey: [...bookingsQueryKey, 'list'],
  queryFn: ({ signal }) => apiClient.get<{ bookings: Booking[] }>('/api/bookings', signal),
  staleTime: 0,
})

export function useBookings() {
  return useQuery(bookingsQueryOptions)
}
