import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ForumCategory } from '@soko/shared/community/forums.schema'
import { apiClient } from '@/lib/api-client'
import { forumCategoriesKey } from './query-keys'

/** GET /api/forums/categories: the seeded categories with their colours, in the filter's order. */
export function getForumCategories(signal?: AbortSignal) {
  return apiClient.get<ForumCategory[]>('/api/forums/categories', signal)
}

export const forumCategoriesQueryOptions = queryOptions({
  queryKey: forumCategoriesKey,
  queryFn: ({ signal }) => getForumCategories(signal),
  // They change with a migration, not during a visit.
  staleTime: 60 * 60_000,
})

export function useForumCategories() {
  return useQuery(forumCategoriesQueryOptions)
}
