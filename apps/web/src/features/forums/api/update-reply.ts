import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import type { ForumReply, ForumReplyPage } from '@soko/shared/community/forums.schema'
import { apiClient } from '@/lib/api-client'
import { forumRepliesKey } from './query-keys'

/** PATCH /api/forums/replies/:id: the author, within 15 minutes (409 forums.edit_window_closed after). */
export function updateForumReply(replyId: string, content: string) {
  return apiClient.patch<ForumReply>(`/api/forums/replies/${encodeURIComponent(replyId)}`, { content })
}

/** Saves an edit and puts the server's reply in its place. */
export function useUpdateReply(postId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ replyId, content }: { replyId: string; content: string }) =>
      updateForumReply(replyId, content),
    onSuccess: (saved) =>
      client.setQueryData<InfiniteData<ForumReplyPage>>(forumRepliesKey(postId), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((reply) => (reply.id === saved.id ? saved : reply)),
              })),
            }
          : data,
      ),
  })
}
