import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query'
import type { ForumLike, ForumPost, ForumPostPage } from '@soko/shared/community/forums.schema'
import { useTranslation } from 'react-i18next'
import { apiClient } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { forumPostKey, forumPostListsKey } from './query-keys'

/** POST /api/forums/posts/:id/like: the server toggles and answers the state after it. */
export function toggleForumLike(postId: string) {
  return apiClient.post<ForumLike>(`/api/forums/posts/${encodeURIComponent(postId)}/like`, undefined)
}

type LikeChange = (post: ForumPost) => ForumLike

const flip: LikeChange = (post) => ({
  has_liked: !post.has_liked,
  like_count: Math.max(0, post.like_count + (post.has_liked ? -1 : 1)),
})

/** Writes a like state into the post page's entry and every list that holds the post. */
function writeLike(client: QueryClient, postId: string, change: LikeChange) {
  const update = (post: ForumPost) => (post.id === postId ? { ...post, ...change(post) } : post)
  client.setQueryData<ForumPost>(forumPostKey(postId), (post) => post && update(post))
  client.setQueriesData<InfiniteData<ForumPostPage>>({ queryKey: forumPostListsKey }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(update) })) } : data,
  )
}

/**
 * The like toggle (spec 001 section 4): the heart and count change at once, the server's answer then
 * settles them; on failure they go back and the spec's toast says so.
 */
export function useToggleLike() {
  const client = useQueryClient()
  const { t } = useTranslation()
  return useMutation({
    mutationFn: toggleForumLike,
    onMutate: async (postId: string) => {
      await client.cancelQueries({ queryKey: forumPostListsKey })
      await client.cancelQueries({ queryKey: forumPostKey(postId) })
      const before = {
        lists: client.getQueriesData<InfiniteData<ForumPostPage>>({ queryKey: forumPostListsKey }),
        post: client.getQueryData<ForumPost>(forumPostKey(postId)),
      }
      writeLike(client, postId, flip)
      return before
    },
    onError: (_error, postId, before) => {
      if (before) {
        for (const [key, data] of before.lists) client.setQueryData(key, data)
        client.setQueryData(forumPostKey(postId), before.post)
      }
      toast.error(t('forums.like.failed'))
    },
    onSuccess: (like, postId) => writeLike(client, postId, () => like),
  })
}
