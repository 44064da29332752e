import { billboardQueryOptions, type Advert } from '@/features/adverts/api/get-adverts'
import { keepBootLists } from '@/lib/boot-lists'
import { queryClient } from '@/lib/query-client'
import { applyServerReads } from '@/lib/server-reads'
import { sessionQueryKey, type Session } from '@/lib/session'

/**
 * Reads what the server put into the page (apps/server/src/plugins/page-data.ts): the reader's session (or
 * null for a guest), so the first render needs no round trip to GET /api/me, and on the home page the
 * billboard's mix, whose first picture the page already preloads; on a list screen (/food) its first page
 * (lib/boot-lists.ts). False when there is no session in it.
 */
export function readBootData(): boolean {
  applyServerReads()
  const element = document.getElementById('soko-boot')
  if (!element?.textContent) return false
  try {
    return applyBootData(JSON.parse(element.textContent) as Record<string, unknown>)
  } catch {
    return false
  }
}

/** Puts the boot data into the query cache (the browser's at start, the server renderer's per page). */
export function applyBootData(boot: { session?: Session | null; billboard?: Advert[] }): boolean {
  keepBootLists(boot)
  if (boot.billboard) queryClient.setQueryData(billboardQueryOptions.queryKey, { items: boot.billboard })
  if (boot.session === undefined) return false
  queryClient.setQueryData(sessionQueryKey, boot.session)
  return true
}
