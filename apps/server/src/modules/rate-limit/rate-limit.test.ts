import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/test-app'
import { rateLimitContract } from './rate-limit.contract'
import { createRateLimitService } from './rate-limit.service'

let app: FastifyInstance
let limits: ReturnType<typeof createRateLimitService>

beforeAll(async () => {
  app = await buildTestApp()
  limits = createRateLimitService({ db: app.db })
})
afterAll(async () => {
  await app.close()
})

rateLimitContract('the database', () => limits)

describe('rate limits in the database', () => {
  it('the periodic jobs forget counters whose window ended long ago', async () => {
    await limits.mark('test:old', 60)
    await app.db.execute(
      sql`update rate_limits set reset_at = now() - interval '2 hours' where key = 'test:old'`,
    )
    const results = await app.jobs.runOnce()
    expect(results.expiredRateLimits).toBeGreaterThanOrEqual(1)
    expect(await limits.isMarked('test:old')).toBe(false)
  })
})
