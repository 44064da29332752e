import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ReportTargetType } from '@soko/shared/community/community.constants'
import type { ModerationResult } from '@soko/shared/community/moderation.schema'
import { apiClient } from '@/lib/api-client'
import { invalidateCommunity } from './invalidate-community'

export interface ModerateContentInput {
  action: 'hide' | 'restore'
  type: ReportTargetType
  id: string
  note?: string
}

/** POST /api/admin/community/content/{type}/{id}/(hide|restore) (audited; hiding closes the open reports). */
export function useModerateContent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ action, type, id, note }: ModerateContentInput) =>
      apiClient.post<ModerationResult>(
        `/api/admin/community/content/${type}/${encodeURIComponent(id)}/${action}`,
        note ? { note } : {},
      ),
    onSuccess: () => invalidateCommunity(queryClient),
  })
}
