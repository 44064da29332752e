import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { MedicationBody, OwnMedication } from './medical-dashboard-types'
import { medicalDashboardApi, medicalDashboardKeys, medicationPath } from './query-keys'

/** GET /medications: the pharmacy's own, active or not. */
export const ownMedicationsQueryOptions = queryOptions({
  queryKey: medicalDashboardKeys.medications,
  queryFn: ({ signal }) =>
    apiClient.get<{ items: OwnMedication[] }>(`${medicalDashboardApi}/medications`, signal),
  staleTime: 10_000,
})

export function useOwnMedications() {
  return useQuery(ownMedicationsQueryOptions)
}

function useRefreshMedications() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: medicalDashboardKeys.medications })
}

/** POST /medications (medicationInputSchema): 201 the new one. */
export function useCreateMedication() {
  const refresh = useRefreshMedications()
  return useMutation({
    mutationFn: (body: MedicationBody) =>
      apiClient.post<OwnMedication>(`${medicalDashboardApi}/medications`, body),
    onSettled: refresh,
  })
}

/** PATCH /medications/:id (medicationUpdateSchema: any of the fields); another pharmacy's is 404. */
export function useUpdateMedication() {
  const queryClient = useQueryClient()
  const refresh = useRefreshMedications()
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Partial<MedicationBody> }) =>
      apiClient.patch<OwnMedication>(medicationPath(id), body),
    // The list shows the change at once (a toggle flips without waiting for the list to come back).
    onSuccess: (saved) =>
      queryClient.setQueryData<{ items: OwnMedication[] }>(medicalDashboardKeys.medications, (current) =>
        current ? { items: current.items.map((item) => (item.id === saved.id ? saved : item)) } : current,
      ),
    onSettled: refresh,
  })
}
