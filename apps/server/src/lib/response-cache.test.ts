import { afterEach, describe, expect, it, vi } from 'vitest'
import { createResponseCache } from './response-cache'

afterEach(() => {
  vi.useRealTimers()
})

describe('createResponseCache', () => {
  it('answers from memory until the entry is ttlMs old, then computes again', async () => {
    vi.useFakeTimers()
    const cache = createResponseCache<number>({ ttlMs: 1000, maxEntries: 10 })
    let calls = 0
    const compute = async () => ++calls
    expect(await cache.get('a', compute)).toBe(1)
    expect(await cache.get('a', compute)).toBe(1)
    vi.advanceTimersByTime(1001)
    expect(await cache.get('a', compute)).toBe(2)
    expect(await cache.get('b', compute)).toBe(3)
  })

  it('shares one computation between concurrent misses of a key', async () => {
    const cache = createResponseCache<string>({ ttlMs: 1000, maxEntries: 10 })
    const compute = vi.fn(async () => 'page')
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.get('k', compute)))
    expect(answers).toEqual(Array(50).fill('page'))
    expect(compute).toHaveBeenCalledTimes(1)
  })

  it('does not keep a failure, drops the oldest beyond maxEntries, and computes every time when ttlMs is 0', async () => {
    const cache = createResponseCache<number>({ ttlMs: 1000, maxEntries: 2 })
    await expect(cache.get('x', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down')
    expect(await cache.get('x', async () => 7)).toBe(7)
    await cache.get('y', async () => 8)
    await cache.get('z', async () => 9)
    expect(await cache.get('x', async () => 70)).toBe(70)
    cache.clear()
    expect(await cache.get('z', async () => 90)).toBe(90)

    const off = createResponseCache<number>({ ttlMs: 0, maxEntries: 2 })
    let calls = 0
    await off.get('k', async () => ++calls)
    await off.get('k', async () => ++calls)
    expect(calls).toBe(2)
  })
})
