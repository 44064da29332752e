import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/test-app'
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

describe('rate limits shared by every instance', () => {
  it('gives a turn to exactly one of many concurrent callers, and the others learn how long to wait', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => limits.takeTurn('test:turn', 30)))
    expect(results.filter((result) => result.allowed)).toHaveLength(1)
    for (const refused of results.filter((result) => !result.allowed))
      expect(refused.retryAfter).toBeGreaterThan(0)
  })

  it('counts concurrent requests without losing one', async () => {
    await Promise.all(Array.from({ length: 15 }, () => limits.consume('test:count', { window: 60, max: 10 })))
    expect(await limits.count('test:count')).toBe(15)
    expect((await limits.consume('test:count', { window: 60, max: 10 })).allowed).toBe(false)
  })

  it('keeps marks until cleared, one key or every key with a prefix', async () => {
    await limits.mark('test:mark:a@x:1', 60)
    await limits.mark('test:mark:a@x:2', 60)
    await limits.mark('test:mark:b@x:1', 60)
    await limits.clear('test:mark:a@x:', { prefix: true })
    expect(await limits.isMarked('test:mark:a@x:1')).toBe(false)
    expect(await limits.isMarked('test:mark:a@x:2')).toBe(false)
    expect(await limits.isMarked('test:mark:b@x:1')).toBe(true)
    await limits.clear('test:mark:b@x:1')
    expect(await limits.isMarked('test:mark:b@x:1')).toBe(false)
  })

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
