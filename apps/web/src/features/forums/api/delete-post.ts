import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { forumPostKey, forumPostListsKey } from './query-keys'

/** DELETE /api/forums/posts/:id: the author only (404 for anyone else). */
export function deleteForumPost(postId: string) {
  return apiClient.delete<void>(`/api/forums/posts/${encodeURIComponent(postId)}`)
}

export function useDeletePost() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: deleteForumPost,
    onSuccess: (_answer, postId) => {
      client.removeQueries({ queryKey: forumPostKey(postId) })
      return client.invalidateQueries({ queryKey: forumPostListsKey })
    },
  })
}
