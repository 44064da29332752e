import { queryClient } from '@/lib/query-client'
import { sessionQueryKey, type Session } from '@/lib/session'

/**
 * Reads what the server put into the page (apps/server/src/plugins/page-data.ts): the reader's session (or
 * null for a guest), so the first render needs no round trip to GET /api/me. False when there is none.
 */
export function readBootData(): boolean {
  const element = document.getElementById('soko-boot')
  if (!element?.textContent) return false
  try {
    const boot = JSON.parse(element.textContent) as { session?: Session | null }
    if (boot.session === undefined) return false
    queryClient.setQueryData(sessionQueryKey, boot.session)
    return true
  } catch {
    return false
  }
}
