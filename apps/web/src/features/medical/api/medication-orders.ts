import type {
  MedicationOrder,
  PlaceMedicationOrderInput,
  Prescription,
} from '@soko/shared/medical/medical.schema'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiClient, apiRequest } from '@/lib/api-client'
import { prescriptionsQueryKey } from '@/lib/booking-query-keys'
import { medicalKeys, medicationOrderPath } from './query-keys'

/**
 * POST /api/medical/orders: medication lines of one pharmacy, priced by the server. The Idempotency-Key makes
 * a retry of the same attempt answer the same order.
 */
export function placeMedicationOrder(body: PlaceMedicationOrderInput, idempotencyKey: string) {
  return apiClient.post<MedicationOrder>('/api/medical/orders', body, { 'Idempotency-Key': idempotencyKey })
}

/** GET /api/medical/orders/:orderId: the buyer's own medication order, its prescription and whether it may be paid. */
export function medicationOrderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: medicalKeys.order(orderId),
    queryFn: ({ signal }) => apiClient.get<MedicationOrder>(medicationOrderPath(orderId), signal),
  })
}

export function useMedicationOrder(orderId: string, enabled = true) {
  return useQuery({ ...medicationOrderQueryOptions(orderId), enabled })
}

/** POST /api/medical/orders/:orderId/prescription: multipart `file`; 201 with the prescription (pending). */
export function useUploadPrescription(orderId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData()
      form.append('file', file)
      return apiRequest<Prescription>(`${medicationOrderPath(orderId)}/prescription`, {
        method: 'POST',
        body: form,
      })
    },
    onSuccess: (prescription) => {
      queryClient.setQueryData(medicalKeys.order(orderId), (order: MedicationOrder | undefined) =>
        order ? { ...order, prescription, payable: prescription.status === 'approved' } : order,
      )
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: prescriptionsQueryKey }),
  })
}

/**
 * Whether an order's Pay now must wait for its prescription (the order page). Asked only for an order with a
 * medication line; blocked while the answer is on its way, open when the order is payable or cannot be read
 * (the server refuses an unapproved payment anyway, with its own message).
 */
export function usePrescriptionBlocksPay(orderId: string, hasMedication: boolean) {
  const query = useMedicationOrder(orderId, hasMedication && orderId !== '')
  if (!hasMedication) return false
  if (query.data) return !query.data.payable
  return !query.isError
}
