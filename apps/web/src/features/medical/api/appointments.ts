import type { Appointment, BookAppointmentInput, DaySlots } from '@soko/shared/medical/medical.schema'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { medicalAppointmentsQueryKey } from '@/lib/booking-query-keys'
import { medicalKeys, providerPath } from './query-keys'

/** GET /api/medical/providers/:id/slots?date=: the day's nine slots, each free, taken, passed or closed. */
export function slotsQueryOptions(providerId: string, date: string) {
  return queryOptions({
    queryKey: medicalKeys.slots(providerId, date),
    queryFn: ({ signal }) =>
      apiClient.get<DaySlots>(`${providerPath(providerId)}/slots?date=${encodeURIComponent(date)}`, signal),
    staleTime: 15_000,
  })
}

export function useSlots(providerId: string, date: string | null) {
  return useQuery({ ...slotsQueryOptions(providerId, date ?? ''), enabled: date !== null })
}

/** GET /api/medical/appointments/mine: upcoming booked first, then the rest newest first. */
export const myAppointmentsQueryOptions = queryOptions({
  queryKey: medicalKeys.mine,
  queryFn: ({ signal }) => apiClient.get<{ items: Appointment[] }>('/api/medical/appointments/mine', signal),
  select: (answer) => answer.items,
})

export function useMyAppointments() {
  return useQuery(myAppointmentsQueryOptions)
}

/** Every appointment query (slots, My appointments) is asked again after a change. */
function useRefreshAppointments() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: medicalAppointmentsQueryKey })
}

/** POST /api/medical/providers/:id/appointments: 201 with the appointment; refusals carry the server's text. */
export function useBookAppointment(providerId: string) {
  const refresh = useRefreshAppointments()
  return useMutation({
    mutationFn: (input: BookAppointmentInput) =>
      apiClient.post<Appointment>(`${providerPath(providerId)}/appointments`, input),
    onSettled: refresh,
  })
}

const appointmentPath = (id: string) => `/api/medical/appointments/${encodeURIComponent(id)}`

/** POST /api/medical/appointments/:id/cancel: booked and more than 2 hours ahead. */
export function useCancelAppointment() {
  const refresh = useRefreshAppointments()
  return useMutation({
    mutationFn: (id: string) => apiClient.post<Appointment>(`${appointmentPath(id)}/cancel`, {}),
    onSettled: refresh,
  })
}

/** POST /api/medical/appointments/:id/review: attended, once. */
export function useReviewAppointment() {
  const refresh = useRefreshAppointments()
  return useMutation({
    mutationFn: ({ id, rating, comment }: { id: string; rating: number; comment: string | null }) =>
      apiClient.post<Appointment>(`${appointmentPath(id)}/review`, { rating, comment }),
    onSettled: refresh,
  })
}
