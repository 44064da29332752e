import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CommunityPerson } from '@soko/shared/community/forums.schema'
import { apiClient } from '@/lib/api-client'
import { chatKeys } from './query-keys'

/** GET /api/chat/users?search: at most 10 people; a blank term finds nothing (001 section 5). */
export function searchUsers(search: string, signal?: AbortSignal) {
  return apiClient.get<CommunityPerson[]>(`/api/chat/users?${new URLSearchParams({ search })}`, signal)
}

export function usersQueryOptions(search: string) {
  const term = search.trim()
  return queryOptions({
    queryKey: chatKeys.users(term),
    queryFn: ({ signal }) => searchUsers(term, signal),
    // Blank finds nothing: no call at all.
    enabled: term.length > 0,
    staleTime: 30_000,
  })
}

export function useUserSearch(search: string) {
  return useQuery(usersQueryOptions(search))
}
