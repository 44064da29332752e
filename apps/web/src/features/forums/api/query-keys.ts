import type { ForumPostFilters } from '../forum-filters'

/** Everything the forums cache: one root, so a new post or reply refreshes what it touches. */
export const forumsQueryKey = ['forums'] as const
export const forumCategoriesKey = [...forumsQueryKey, 'categories'] as const
/** Every list of posts (each filter has its own entry under it). */
export const forumPostListsKey = [...forumsQueryKey, 'posts'] as const
export const forumPostListKey = (filters: ForumPostFilters) => [...forumPostListsKey, filters] as const
export const forumPostKey = (postId: string) => [...forumsQueryKey, 'post', postId] as const
export const forumRepliesKey = (postId: string) => [...forumsQueryKey, 'replies', postId] as const
