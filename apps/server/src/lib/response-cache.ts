/**
 * A small in-process cache of computed answers, for public reads that many readers ask at once (the
 * catalogue's pages). Concurrent misses of one key share a single computation; entries live `ttlMs` and the
 * oldest go first beyond `maxEntries`. It holds nothing another server instance needs: each instance keeps
 * its own copy, at most `ttlMs` old.
 */
export function createResponseCache<T>({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, { expires: number; value: Promise<T> }>()
  return {
    get(key: string, compute: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return compute()
      const now = Date.now()
      const hit = entries.get(key)
      if (hit && hit.expires > now) return hit.value
      if (hit) entries.delete(key)
      const value = compute()
      entries.set(key, { expires: now + ttlMs, value })
      // A failure is not kept: the next reader tries again.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key)
      })
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value
        if (oldest === undefined) break
        entries.delete(oldest)
      }
      return value
    },
    /** Forgets everything (after a write that changes what the answers would say). */
    clear() {
      entries.clear()
    },
  }
}
