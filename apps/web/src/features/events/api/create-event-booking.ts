import type { OrderDetail } from '@soko/shared/orders/order.schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { EventBookingInput } from '../booking-form'
import { eventsQueryKey, ticketsQueryKey } from './query-keys'

export interface EventBookingResult {
  order: OrderDetail
  tickets_reserved: number
  requires_payment: boolean
}

/** POST /api/events/{id}/bookings: the seats are taken with the order (201). */
export function createEventBooking(eventId: string, input: EventBookingInput, idempotencyKey: string) {
  return apiClient.post<EventBookingResult>(`/api/events/${encodeURIComponent(eventId)}/bookings`, input, {
    'Idempotency-Key': idempotencyKey,
  })
}

export function useCreateEventBooking(eventId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: EventBookingInput; idempotencyKey: string }) =>
      createEventBooking(eventId, input, idempotencyKey),
    // Seats left changed, here and on every list; a free event's tickets exist already.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ticketsQueryKey }),
      ]),
  })
}
