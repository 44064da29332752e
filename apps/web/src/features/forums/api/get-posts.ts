import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import type { ForumPostPage } from '@soko/shared/community/forums.schema'
import { apiClient } from '@/lib/api-client'
import type { ForumPostFilters } from '../forum-filters'
import { forumPostListKey } from './query-keys'

/** GET /api/forums/posts: one page of visible posts, newest first. */
export function getForumPosts(filters: ForumPostFilters, cursor: string | null, signal?: AbortSignal) {
  const query = new URLSearchParams()
  if (filters.category) query.set('category_id', filters.category)
  if (filters.search) query.set('search', filters.search)
  if (cursor) query.set('cursor', cursor)
  const suffix = query.size > 0 ? `?${query}` : ''
  return apiClient.get<ForumPostPage>(`/api/forums/posts${suffix}`, signal)
}

/** Page after page ("Load more") with the server's cursor. */
export function forumPostsQueryOptions(filters: ForumPostFilters) {
  return infiniteQueryOptions({
    queryKey: forumPostListKey(filters),
    queryFn: ({ pageParam, signal }) => getForumPosts(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    // Spec 001 section 7: the list is cached for 5 minutes and not refetched on window focus.
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    // A new search or category keeps the cards on screen until its answer arrives.
    placeholderData: keepPreviousData,
  })
}

export function useForumPosts(filters: ForumPostFilters) {
  return useInfiniteQuery(forumPostsQueryOptions(filters))
}
