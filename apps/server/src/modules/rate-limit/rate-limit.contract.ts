import { describe, expect, it } from 'vitest'
import type { RateLimitService } from './rate-limit.service'

/** What every rate-limit store promises (PostgreSQL's `rate_limits`, Redis): the same tests run against each. */
export function rateLimitContract(name: string, limits: () => RateLimitService) {
  describe(`rate limits shared by every instance (${name})`, () => {
    it('gives a turn to exactly one of many concurrent callers, and the others learn how long to wait', async () => {
      const results = await Promise.all(Array.from({ length: 12 }, () => limits().takeTurn('test:turn', 30)))
      expect(results.filter((result) => result.allowed)).toHaveLength(1)
      for (const refused of results.filter((result) => !result.allowed))
        expect(refused.retryAfter).toBeGreaterThan(0)
    })

    it('counts concurrent requests without losing one', async () => {
      await Promise.all(
        Array.from({ length: 15 }, () => limits().consume('test:count', { window: 60, max: 10 })),
      )
      expect(await limits().count('test:count')).toBe(15)
      const refused = await limits().consume('test:count', { window: 60, max: 10 })
      expect(refused.allowed).toBe(false)
      expect(refused.retryAfter).toBeGreaterThan(0)
      expect(refused.retryAfter).toBeLessThanOrEqual(60)
    })

    it('starts a new window once the old one has ended', async () => {
      await limits().consume('test:window', { window: 1, max: 1 })
      expect((await limits().consume('test:window', { window: 1, max: 1 })).allowed).toBe(false)
      await expect.poll(() => limits().count('test:window'), { timeout: 5000, interval: 200 }).toBe(0)
      expect((await limits().consume('test:window', { window: 1, max: 1 })).allowed).toBe(true)
    })

    it('keeps marks until cleared, one key or every key with a prefix', async () => {
      await limits().mark('test:mark:a*x:1', 60)
      await limits().mark('test:mark:a*x:2', 60)
      await limits().mark('test:mark:ab*x:1', 60)
      await limits().mark('test:mark:b@x:1', 60)
      await limits().clear('test:mark:a*x:', { prefix: true })
      expect(await limits().isMarked('test:mark:a*x:1')).toBe(false)
      expect(await limits().isMarked('test:mark:a*x:2')).toBe(false)
      // A * in the prefix is a character, not a pattern.
      expect(await limits().isMarked('test:mark:ab*x:1')).toBe(true)
      expect(await limits().isMarked('test:mark:b@x:1')).toBe(true)
      await limits().clear('test:mark:b@x:1')
      expect(await limits().isMarked('test:mark:b@x:1')).toBe(false)
    })
  })
}
