// Who is signed in, as the server says (GET /api/me). Every feature reads the session from here, so none
// needs another feature.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { apiRequest, ApiError } from './api-client'
import { forgetSavedReads } from './offline-cache'

import type { Me } from '@soko/shared/users/profile.schema'

/** The shape of GET /api/me (packages/shared/src/users/profile.schema.ts meSchema). */
export type Session = Me

export const sessionQueryKey = ['session'] as const

/** The session, or null when signed out (401 is an answer, not an error). */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: async ({ signal }): Promise<Session | null> => {
    try {
      return await apiRequest<Session>('/api/me', { signal })
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return null
      throw error
    }
  },
  staleTime: 60_000,
  retry: false,
})

export function useSession() {
  const query = useQuery(sessionQueryOptions)
  const session = query.data ?? null
  return {
    session,
    user: session?.user ?? null,
    isSignedIn: Boolean(session),
    isAdmin: session?.is_admin ?? false,
    /** True until the server has answered once (spec: a loading flag until the session is known). */
    isLoading: query.isPending,
  }
}

/** After sign-in, sign-out or a profile change: ask the server again. */
export function refreshSession(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: sessionQueryKey })
}

/** Signed out: forget the session and every user's cached data at once. */
export function clearSession(queryClient: QueryClient) {
  queryClient.setQueryData(sessionQueryKey, null)
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] })
  void forgetSavedReads()
}
