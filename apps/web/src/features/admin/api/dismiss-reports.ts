import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ModerationResult } from '@soko/shared/community/moderation.schema'
import { apiClient } from '@/lib/api-client'
import { invalidateCommunity } from './invalidate-community'

/** POST /api/admin/community/reports/{id}/dismiss: every open report of that report's item (audited). */
export function useDismissReports() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ reportId, note }: { reportId: string; note?: string }) =>
      apiClient.post<ModerationResult>(
        `/api/admin/community/reports/${encodeURIComponent(reportId)}/dismiss`,
        note ? { note } : {},
      ),
    onSuccess: () => invalidateCommunity(queryClient),
  })
}
