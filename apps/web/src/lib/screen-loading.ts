import { useSyncExternalStore } from 'react'

// Whether a screen's code is downloading. React Router's declarative mode renders a navigation inside a
// transition, so the current screen stays on view meanwhile; this store lets the progress bar say so.

let pending = 0
const listeners = new Set<() => void>()

function notify() {
  // Lazy components start loading during render; tell subscribers after it, never inside it.
  queueMicrotask(() => {
    for (const listener of listeners) listener()
  })
}

/** Counts `load` as a screen download until it settles. */
export function trackScreenLoad<T>(load: Promise<T>): Promise<T> {
  pending += 1
  notify()
  return load.finally(() => {
    pending -= 1
    notify()
  })
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** True while the next screen's code is downloading. */
export function useScreenLoading() {
  return useSyncExternalStore(
    subscribe,
    () => pending > 0,
    () => false,
  )
}
