import { useQueryClient, type InfiniteData } from '@tanstack/react-query'
import type { ForumPost, ForumPostPage } from '@soko/shared/community/forums.schema'
import { useEffect } from 'react'
import { apiClient } from '@/lib/api-client'
import { forumPostKey, forumPostListsKey } from './query-keys'

/** POST /api/forums/posts/:id/views: counted once per user per post per day (`counted` says whether). */
export function countForumView(postId: string) {
  return apiClient.post<{ view_count: number; counted: boolean }>(
    `/api/forums/posts/${encodeURIComponent(postId)}/views`,
    undefined,
  )
}

// Posts whose view this page load has reported: a re-render or a development double effect sends no second
// call (the server counts once a day anyway).
const reported = new Set<string>()

/** Counts the signed-in reader's view once when the post page opens, and shows the server's count. */
export function useCountView(postId: string, ready: boolean) {
  const client = useQueryClient()
  useEffect(() => {
    if (!ready || reported.has(postId)) return
    reported.add(postId)
    countForumView(postId)
      .then(({ view_count }) => {
        const update = (post: ForumPost) => (post.id === postId ? { ...post, view_count } : post)
        client.setQueryData<ForumPost>(forumPostKey(postId), (post) => post && update(post))
        client.setQueriesData<InfiniteData<ForumPostPage>>({ queryKey: forumPostListsKey }, (data) =>
          data
            ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(update) })) }
            : data,
        )
      })
      // A view that was not counted is no reason to trouble the reader; the next visit tries again.
      .catch(() => reported.delete(postId))
  }, [client, postId, ready])
}
