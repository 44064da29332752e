import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { ProviderAppointment } from './medical-dashboard-types'
import { appointmentPath, medicalDashboardApi, medicalDashboardKeys } from './query-keys'

/** GET /appointments?date=YYYY-MM-DD: that day's own appointments, by slot. */
export const providerAppointmentsQueryOptions = (date: string) =>
  queryOptions({
    queryKey: medicalDashboardKeys.appointments(date),
    queryFn: ({ signal }) =>
      apiClient.get<{ date: string; items: ProviderAppointment[] }>(
        `${medicalDashboardApi}/appointments?date=${encodeURIComponent(date)}`,
        signal,
      ),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  })

export function useProviderAppointments(date: string) {
  return useQuery(providerAppointmentsQueryOptions(date))
}

export type AppointmentMark = 'attended' | 'no-show'

/** POST /appointments/:id/attended or /no-show (409 medical.not_started, medical.not_booked). */
export function useMarkAppointment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, mark }: { id: string; mark: AppointmentMark }) =>
      apiClient.post<ProviderAppointment>(`${appointmentPath(id)}/${mark}`, {}),
    // The day's list and the figures (today's, upcoming) are asked again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: medicalDashboardKeys.all }),
  })
}
