// Whether the screen shows reads the service worker answered from its cache (docs/decisions/017), and since
// when. The header's notice reads it: "Showing saved data from HH:MM".
import { useSyncExternalStore } from 'react'

let savedAt: number | null = null
const listeners = new Set<() => void>()

function publish(next: number | null) {
  if (next === savedAt) return
  savedAt = next
  for (const listener of listeners) listener()
}

/**
 * Called with every GET answer's saved-at header: a saved answer keeps the oldest time shown, a fresh answer
 * from the server clears the notice.
 */
export function noteReadAge(header: string | null) {
  if (!header) {
    if (savedAt !== null) publish(null)
    return
  }
  const time = Date.parse(header)
  if (Number.isNaN(time)) return
  publish(savedAt === null ? time : Math.min(savedAt, time))
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** When the oldest saved read on view was written by the server (ms), or null when all is fresh. */
export function useSavedDataTime() {
  return useSyncExternalStore(
    subscribe,
    () => savedAt,
    () => null,
  )
}
