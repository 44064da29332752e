import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll } from 'vitest'
import { testRedisUrl } from '../../test/test-redis'
import { rateLimitContract } from './rate-limit.contract'
import { createRedisRateLimitService } from './rate-limit.redis'

// Runs in the services pass (TEST_DATABASE_URL set, as CI's second pass), where Redis runs too.
const redis = new Redis(testRedisUrl(), { lazyConnect: false, maxRetriesPerRequest: 2 })
const namespace = `soko-test:${randomUUID()}:`
const limits = createRedisRateLimitService({ redis, namespace })

afterAll(async () => {
  const keys = await redis.keys(`${namespace}*`)
  if (keys.length) await redis.del(...keys)
  redis.disconnect()
})

rateLimitContract('Redis', () => limits)
