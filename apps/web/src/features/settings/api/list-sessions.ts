import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { apiClient } from '@/lib/api-client'

// z.object drops every other field, the sessions' tokens among them: they are never kept in the page.
const sessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  expiresAt: z.string(),
  ipAddress: z.optional(z.nullable(z.string())),
  userAgent: z.optional(z.nullable(z.string())),
})
export type AccountSession = z.infer<typeof sessionSchema>

const currentSessionSchema = z.nullable(z.object({ session: z.object({ id: z.string() }) }))

/** The account's signed-in sessions, and which of them is this browser's. */
export const accountSessionsQueryOptions = queryOptions({
  queryKey: ['settings', 'sessions'],
  queryFn: async ({ signal }) => {
    const [sessions, current] = await Promise.all([
      apiClient.get('/api/auth/list-sessions', z.array(sessionSchema), signal),
      apiClient.get('/api/auth/get-session', currentSessionSchema, signal),
    ])
    const currentId = current?.session.id ?? null
    return [...sessions]
      .sort(
        (a, b) =>
          Number(b.id === currentId) - Number(a.id === currentId) || b.updatedAt.localeCompare(a.updatedAt),
      )
      .map((session) => ({ ...session, isCurrent: session.id === currentId }))
  },
  staleTime: 0,
})
