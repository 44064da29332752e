// Who is signed in, as the server says (GET /api/me). Every feature reads the session from here, so none
// needs another feature. zod/mini keeps this out of the heavy classic zod in the first load.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { apiRequest, ApiError } from './api-client'

const roles = [
  'customer',
  'vendor',
  'driver',
  'admin',
  'property_owner',
  'rider',
  'service_provider',
] as const

/** The shape of GET /api/me (packages/shared/src/users/profile.schema.ts meSchema), in zod/mini. */
export const sessionSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    email_verified: z.boolean(),
    two_factor_enabled: z.boolean(),
    created_at: z.string(),
  }),
  profile: z.object({
    id: z.string(),
    full_name: z.string(),
    phone: z.nullable(z.string()),
    avatar_url: z.nullable(z.string()),
    created_at: z.string(),
    updated_at: z.string(),
  }),
  role: z.enum(roles),
  is_admin: z.boolean(),
})
export type Session = z.infer<typeof sessionSchema>

export const sessionQueryKey = ['session'] as const

/** The session, or null when signed out (401 is an answer, not an error). */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: async ({ signal }): Promise<Session | null> => {
    try {
      return await apiRequest('/api/me', { schema: sessionSchema, signal })
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
}
