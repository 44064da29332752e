import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ReportTargetType } from '@soko/shared/community/community.constants'
import type { ModeratedAuthor } from '@soko/shared/community/moderation.schema'
import { apiClient } from '@/lib/api-client'
import { invalidateCommunity } from './invalidate-community'

export interface WarnAuthorInput {
  userId: string
  message: string
  target_type?: ReportTargetType
  target_id?: string
}

/** POST /api/admin/community/users/{id}/warn: the author gets the message as a notification (audited). */
export function useWarnAuthor() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ userId, ...body }: WarnAuthorInput) =>
      apiClient.post<ModeratedAuthor>(`/api/admin/community/users/${encodeURIComponent(userId)}/warn`, body),
    onSuccess: () => invalidateCommunity(queryClient),
  })
}
