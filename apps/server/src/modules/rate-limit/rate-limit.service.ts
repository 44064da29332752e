import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'

export type RateLimitRule = { window: number; max: number }
export type RateLimitResult = { allowed: boolean; retryAfter: number | null }
export type CountedResult = RateLimitResult & { count: number }

type Rows<T> = { rows: T[] }
const interval = (seconds: number) => `${Math.max(1, Math.round(seconds))} seconds`

/**
 * Counters and marks shared by every server instance, in `rate_limits` (decision 002): each step is one
 * atomic statement, so concurrent requests on any instance cannot slip past a stale read.
 */
export function createRateLimitService({ db }: { db: Db }) {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as Rows<T>).rows

  /** The count of `key` in its current window (0 once the window has ended). */
  async function count(key: string): Promise<number> {
    const [row] = await rows<{ count: number }>(
      sql`select count from rate_limits where key = ${key} and reset_at > now()`,
    )
    return row?.count ?? 0
  }

  return {
    count,
    /** Counts one request against `key` in a fixed window of `rule.window` seconds. */
    async consume(key: string, rule: RateLimitRule): Promise<CountedResult> {
      const window = interval(rule.window)
      const [row] = await rows<{ count: number; retry_after: number }>(sql`
        insert into rate_limits (key, count, reset_at)
        values (${key}, 1, now() + ${window}::interval)
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now() then now() + ${window}::interval
                          else rate_limits.reset_at end
        returning count, ceil(extract(epoch from (reset_at - now())))::int as retry_after`)
      if (!row) return { allowed: true, retryAfter: null, count: 1 }
      const allowed = row.count <= rule.max
      return { allowed, retryAfter: allowed ? null : Math.max(1, row.retry_after), count: row.count }
    },
    /**
     * Takes the next turn of `key` if it is free, and holds it for `seconds`: at most one caller per
     * `seconds`, whichever instance it reaches. Refused callers learn how long to wait.
     */
    async takeTurn(key: string, seconds: number): Promise<RateLimitResult> {
      const hold = interval(seconds)
      const [taken] = await rows<{ count: number }>(sql`
        insert into rate_limits (key, count, reset_at) values (${key}, 1, now() + ${hold}::interval)
        on conflict (key) do update set count = rate_limits.count + 1, reset_at = excluded.reset_at
          where rate_limits.reset_at <= now()
        returning count`)
      if (taken) return { allowed: true, retryAfter: null }
      const [row] = await rows<{ retry_after: number }>(
        sql`select ceil(extract(epoch from (reset_at - now())))::int as retry_after from rate_limits where key = ${key}`,
      )
      return { allowed: false, retryAfter: Math.max(1, row?.retry_after ?? 1) }
    },
    /** Keeps a mark under `key` for `seconds` (renewed on each call). */
    async mark(key: string, seconds: number): Promise<void> {
      const keep = interval(seconds)
      await db.execute(sql`
        insert into rate_limits (key, count, reset_at) values (${key}, 1, now() + ${keep}::interval)
        on conflict (key) do update set reset_at = excluded.reset_at`)
    },
    async isMarked(key: string): Promise<boolean> {
      return (await count(key)) > 0
    },
    /** Deletes counters and marks whose window ended over an hour ago; returns how many. */
    async purgeExpired(): Promise<number> {
      const gone = await rows<{ key: string }>(
        sql`delete from rate_limits where reset_at < now() - interval '1 hour' returning key`,
      )
      return gone.length
    },
    /** Forgets `key` and, with `prefix: true`, every key that starts with it. */
    async clear(key: string, { prefix = false } = {}): Promise<void> {
      await db.execute(
        prefix
          ? sql`delete from rate_limits where starts_with(key, ${key})`
          : sql`delete from rate_limits where key = ${key}`,
      )
    },
  }
}
export type RateLimitService = ReturnType<typeof createRateLimitService>
