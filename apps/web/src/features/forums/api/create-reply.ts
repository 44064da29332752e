import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateForumReply, ForumReply } from '@soko/shared/community/forums.schema'
import { apiClient } from '@/lib/api-client'
import { forumPostKey, forumPostListsKey, forumRepliesKey } from './query-keys'

/** POST /api/forums/posts/:id/replies (rate limited): a reply to the post or to one of its replies. */
export function createForumReply(postId: string, body: CreateForumReply) {
  return apiClient.post<ForumReply>(`/api/forums/posts/${encodeURIComponent(postId)}/replies`, body)
}

/** Posts a reply, then reads the replies and the post's count (kept by the server) again. */
export function useCreateReply(postId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateForumReply) => createForumReply(postId, body),
    onSuccess: () => refreshThread(client, postId),
  })
}

export function refreshThread(client: ReturnType<typeof useQueryClient>, postId: string) {
  void client.invalidateQueries({ queryKey: forumPostListsKey })
  void client.invalidateQueries({ queryKey: forumPostKey(postId) })
  return client.invalidateQueries({ queryKey: forumRepliesKey(postId) })
}
