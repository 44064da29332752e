import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'

/** ISO timestamps compare as plain strings; localeCompare would start ICU's collator on the first render. */
const newestFirst = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0)

export interface AccountSession {
  id: string
  createdAt: string
  updatedAt: string
  expiresAt: string
  ipAddress?: string | null | undefined
  userAgent?: string | null | undefined
}

type CurrentSession = { session: { id: string } } | null

/** Only the fields the page shows: nothing else of a session (the server strips tokens too) is kept. */
function pickSession({ id, createdAt, updatedAt, expiresAt, ipAddress, userAgent }: AccountSession) {
  return { id, createdAt, updatedAt, expiresAt, ipAddress, userAgent }
}

/** The account's signed-in sessions, and which of them is this browser's. */
export const accountSessionsQueryOptions = queryOptions({
  queryKey: ['settings', 'sessions'],
  queryFn: async ({ signal }) => {
    const [sessions, current] = await Promise.all([
      apiClient.get<AccountSession[]>('/api/auth/list-sessions', signal),
      apiClient.get<CurrentSession>('/api/auth/get-session', signal),
    ])
    const currentId = current?.session.id ?? null
    return sessions
      .map(pickSession)
      .sort(
        (a, b) =>
          Number(b.id === currentId) - Number(a.id === currentId) || newestFirst(a.updatedAt, b.updatedAt),
      )
      .map((session) => ({ ...session, isCurrent: session.id === currentId }))
  },
  staleTime: 0,
})
