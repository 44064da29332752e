import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ModeratedAuthor } from '@soko/shared/community/moderation.schema'
import { apiClient } from '@/lib/api-client'
import { invalidateCommunity } from './invalidate-community'

/** POST /api/admin/community/users/{id}/suspend: the audited suspension (no sign-in, sessions ended). */
export function useSuspendAuthor() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ userId }: { userId: string }) =>
      apiClient.post<ModeratedAuthor>(`/api/admin/community/users/${encodeURIComponent(userId)}/suspend`, {}),
    onSuccess: () => invalidateCommunity(queryClient),
  })
}
