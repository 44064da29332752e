// The first API reads of a signed-in screen the server rendered (apps/web/src/ssr/server-reads.ts,
// docs/decisions/028), carried by the page in a `#soko-reads` script.
import { queryClient } from './query-client'

const serverReadKeys: unknown[][] = []

/**
 * Puts the page's reads into the query cache as of when the server made them: the app renders the same
 * screen at once, with no loading state in between and no second round trip.
 */
export function applyServerReads() {
  const element = document.getElementById('soko-reads')
  if (!element?.textContent) return
  try {
    const reads = JSON.parse(element.textContent) as { key: unknown[]; data: unknown; at: number }[]
    for (const { key, data, at } of reads) {
      queryClient.setQueryData(key, data, { updatedAt: at })
      serverReadKeys.push(key)
    }
  } catch {
    // Unreadable: the screen asks the API itself.
  }
}

/**
 * The keys of the reads the server made for this page, once: the live channel, when it first opens, asks them
 * again, for what changed between the server's read and the channel's start (a new order on a kitchen screen).
 */
export function takeServerReadKeys() {
  return serverReadKeys.splice(0)
}
