import type { QueryClient } from '@tanstack/react-query'
import { adminKeys } from './query-keys'

/** After a moderation action: the queue, the audit log and the users list (a suspension) are stale. */
export const invalidateCommunity = (queryClient: QueryClient) =>
  Promise.all(
    [adminKeys.community, adminKeys.audit, adminKeys.users, adminKeys.stats].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  )
