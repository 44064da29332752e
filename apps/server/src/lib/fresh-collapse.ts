/**
 * Request collapsing without staleness (issue 19, decision 025): concurrent readers of one key share one
 * computation, and every reader gets an answer computed after it arrived. A reader that comes while a
 * computation of its key is running does not join that one (it began before the reader came, so it may miss a
 * write the reader expects to see); it waits for the next one, which starts as soon as the running one ends and
 * serves everyone who came in the meantime. Under a burst of N identical requests the database runs about two
 * queries instead of N; alone, a reader waits for nothing. Nothing is kept once a computation has ended: this
 * is not a cache.
 */
export function createFreshCollapser<T>() {
  const running = new Map<string, Promise<T>>()
  const next = new Map<string, Promise<T>>()
  const ignore = () => {}

  function start(key: string, compute: () => Promise<T>): Promise<T> {
    const value = compute().finally(() => {
      if (running.get(key) === value) running.delete(key)
    })
    running.set(key, value)
    return value
  }

  return {
    run(key: string, compute: () => Promise<T>): Promise<T> {
      const current = running.get(key)
      if (!current) return start(key, compute)
      let queued = next.get(key)
      if (!queued) {
        // Started once the running one has settled (either way): those who came meanwhile share it.
        queued = current.then(ignore, ignore).then(() => {
          next.delete(key)
          return start(key, compute)
        })
        next.set(key, queued)
      }
      return queued
    },
    /** Keys with a computation running or waiting (tests). */
    get size() {
      return new Set([...running.keys(), ...next.keys()]).size
    },
  }
}
