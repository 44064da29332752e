import type { Redis } from 'ioredis'
import type { CountedResult, RateLimitResult, RateLimitRule, RateLimitService } from './rate-limit.service'

const ms = (seconds: number) => Math.max(1000, Math.round(seconds * 1000))
const secondsOf = (pttl: number) => Math.max(1, Math.ceil(pttl / 1000))

// One round trip each, atomic in Redis: a fixed window starts with the first count and ends with the key.
const CONSUME = `
local count = redis.call('INCR', KEYS[1])
if count == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`
// A mark keeps its count and gets a new end.
const MARK = `
if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return redis.call('SET', KEYS[1], 1, 'PX', ARGV[1])`

/** A Redis glob matching every key that starts with `prefix` (its own * ? [ ] \ escaped). */
const globOf = (prefix: string) => `${prefix.replace(/[*?[\]\\]/g, (c) => `\\${c}`)}*`

/**
 * The same counters and marks as `createRateLimitService`, kept in Redis (REDIS_URL, decision 015): every
 * instance counts against one store, and keys expire by themselves. `namespace` keeps Soko's keys apart.
 */
export function createRedisRateLimitService({
  redis,
  namespace = 'soko:limits:',
}: {
  redis: Redis
  namespace?: string
}): RateLimitService {
  const k = (key: string) => `${namespace}${key}`

  async function count(key: string): Promise<number> {
    const value = await redis.get(k(key))
    return value ? Number(value) : 0
  }

  return {
    count,
    async consume(key: string, rule: RateLimitRule): Promise<CountedResult> {
      const [counted, pttl] = (await redis.eval(CONSUME, 1, k(key), ms(rule.window))) as [number, number]
      const allowed = counted <= rule.max
      return { allowed, retryAfter: allowed ? null : secondsOf(pttl), count: counted }
    },
    async takeTurn(key: string, seconds: number): Promise<RateLimitResult> {
      const taken = await redis.set(k(key), 1, 'PX', ms(seconds), 'NX')
      if (taken) return { allowed: true, retryAfter: null }
      return { allowed: false, retryAfter: secondsOf(await redis.pttl(k(key))) }
    },
    async mark(key: string, seconds: number): Promise<void> {
      await redis.eval(MARK, 1, k(key), ms(seconds))
    },
    async isMarked(key: string): Promise<boolean> {
      return (await redis.exists(k(key))) === 1
    },
    /** Redis forgets expired keys by itself. */
    async purgeExpired(): Promise<number> {
      return 0
    },
    async clear(key: string, { prefix = false } = {}): Promise<void> {
      if (!prefix) {
        await redis.del(k(key))
        return
      }
      let cursor = '0'
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', globOf(k(key)), 'COUNT', 500)
        if (keys.length) await redis.del(...keys)
        cursor = next
      } while (cursor !== '0')
    },
  }
}
