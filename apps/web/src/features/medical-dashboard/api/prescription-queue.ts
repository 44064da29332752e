import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { PrescriptionStatus, QueuedPrescription } from './medical-dashboard-types'
import { medicalDashboardApi, medicalDashboardKeys, prescriptionPath } from './query-keys'

/** The statuses the queue can be filtered by (awaiting_upload has nothing to review). */
export const queueStatuses = [
  'pending',
  'approved',
  'rejected',
] as const satisfies readonly PrescriptionStatus[]
export type QueueStatus = (typeof queueStatuses)[number]

export const isQueueStatus = (value: string | null): value is QueueStatus =>
  (queueStatuses as readonly (string | null)[]).includes(value)

/** GET /prescriptions?status=: the pharmacy's own, oldest upload first. */
export const prescriptionQueueQueryOptions = (status: QueueStatus) =>
  queryOptions({
    queryKey: medicalDashboardKeys.prescriptions(status),
    queryFn: ({ signal }) =>
      apiClient.get<{ items: QueuedPrescription[] }>(
        `${medicalDashboardApi}/prescriptions?status=${status}`,
        signal,
      ),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  })

export function usePrescriptionQueue(status: QueueStatus) {
  return useQuery(prescriptionQueueQueryOptions(status))
}

/** POST /prescriptions/:id/approve, or /reject { reason } (409 medical.prescription_not_pending). */
export function useReviewPrescription() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (
      input: { id: string; decision: 'approve' } | { id: string; decision: 'reject'; reason: string },
    ) =>
      apiClient.post<QueuedPrescription>(
        `${prescriptionPath(input.id)}/${input.decision}`,
        input.decision === 'reject' ? { reason: input.reason } : {},
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: medicalDashboardKeys.all }),
  })
}
