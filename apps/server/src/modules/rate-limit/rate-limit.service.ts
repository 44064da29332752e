import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'

export type RateLimitRule = { window: number; max: number }
export type RateLimitResult = { allowed: boolean; retryAfter: number | null }

/**
 * Counts one request against `key` in a fixed window of `rule.window` seconds, in a single atomic
 * upsert, so concurrent requests on any instance cannot slip past a stale read.
 */
export function createRateLimitService({ db }: { db: Db }) {
  return {
    async consume(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
      const window = `${Math.max(1, Math.round(rule.window))} seconds`
      const result = await db.execute<{ count: number; retry_after: number }>(sql`
        insert into rate_limits (key, count, reset_at)
        values (${key}, 1, now() + ${window}::interval)
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now() then now() + ${window}::interval
                          else rate_limits.reset_at end
        returning count, ceil(extract(epoch from (reset_at - now())))::int as retry_after`)
      const row = (result as unknown as { rows: { count: number; retry_after: number }[] }).rows[0]
      if (!row) return { allowed: true, retryAfter: null }
      const allowed = row.count <= rule.max
      return { allowed, retryAfter: allowed ? null : Math.max(1, row.retry_after) }
    },
  }
}
export type RateLimitService = ReturnType<typeof createRateLimitService>
