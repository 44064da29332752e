import { useMutation } from '@tanstack/react-query'
import type { ReportReason } from '@soko/shared/community/community.constants'
import type { CreateReport } from '@soko/shared/community/moderation.schema'
import { apiClient } from '@/lib/api-client'

/** POST /api/community/reports: a message to the moderators' queue (409 the second time). */
export function reportMessage(messageId: string, reason: ReportReason, details: string) {
  const body: CreateReport = { target_type: 'message', target_id: messageId, reason }
  if (details.trim()) body.details = details.trim()
  return apiClient.post<{ id: string }>('/api/community/reports', body)
}

export function useReportMessage() {
  return useMutation({
    mutationFn: ({
      messageId,
      reason,
      details,
    }: {
      messageId: string
      reason: ReportReason
      details: string
    }) => reportMessage(messageId, reason, details),
  })
}
