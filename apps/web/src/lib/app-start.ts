// When the app has started: its first render is committed and its effects have run (app/main.tsx). Work that
// would make the first screen render again at once (a refetch of what the server's page carried) waits for it.

let started = false
const waiting: (() => void)[] = []

/** Runs `work` once the app has started, in a task of its own (at once if it already has). */
export function whenAppStarted(work: () => void) {
  if (started) work()
  else waiting.push(() => setTimeout(work, 0))
}

/** Called by app/main.tsx once the first render's effects have run. */
export function markAppStarted() {
  started = true
  for (const work of waiting.splice(0)) work()
}
