import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { Booking, UpdateBookingStatusInput } from './provider-types'
import { providerKeys } from './query-keys'

/** PATCH /api/provider/bookings/{id}: moves a booking on; every list and figure of the portal refreshes. */
export function useUpdateBookingStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateBookingStatusInput }) =>
      apiClient.patch<Booking>(`/api/provider/bookings/${encodeURIComponent(id)}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: providerKeys.all }),
  })
}
