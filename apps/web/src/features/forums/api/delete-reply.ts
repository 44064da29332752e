import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { refreshThread } from './create-reply'

/** DELETE /api/forums/replies/:id: the author, within 15 minutes; its own replies go with it. */
export function deleteForumReply(replyId: string) {
  return apiClient.delete<void>(`/api/forums/replies/${encodeURIComponent(replyId)}`)
}

export function useDeleteReply(postId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: deleteForumReply,
    onSuccess: () => refreshThread(client, postId),
  })
}
