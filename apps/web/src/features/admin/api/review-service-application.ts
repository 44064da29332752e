import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminApplication } from '@soko/shared/providers/provider.schema'
import { apiClient } from '@/lib/api-client'
import { adminKeys } from './query-keys'

const path = (id: string, action: 'approve' | 'reject') =>
  `/api/admin/service-applications/${encodeURIComponent(id)}/${action}`

/**
 * After a review: the list and its stats, the dashboard's figures (an approval may add a vendor or driver),
 * the vendors and drivers lists and the audit log.
 */
function useInvalidateAfterReview() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all(
      [
        adminKeys.serviceApplications,
        adminKeys.stats,
        adminKeys.vendors,
        adminKeys.drivers,
        adminKeys.audit,
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    )
}

/** POST .../approve: 409 application_not_pending when someone reviewed it first. */
export function useApproveApplication() {
  const invalidate = useInvalidateAfterReview()
  return useMutation({
    mutationFn: (id: string) => apiClient.post<AdminApplication>(path(id, 'approve'), undefined),
    onSettled: invalidate,
  })
}

/** POST .../reject with the reason; blank notes are stored as null (spec 001 section 5). */
export function useRejectApplication() {
  const invalidate = useInvalidateAfterReview()
  return useMutation({
    mutationFn: ({ id, admin_notes }: { id: string; admin_notes: string | null }) =>
      apiClient.post<AdminApplication>(path(id, 'reject'), { admin_notes }),
    onSettled: invalidate,
  })
}

/** Where the admin downloads one of an application's documents (Content-Disposition: attachment). */
export const applicationDocumentUrl = (applicationId: string, documentId: string) =>
  `/api/admin/service-applications/${encodeURIComponent(applicationId)}/documents/${encodeURIComponent(documentId)}`
