import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../test/test-app'
import { createWindowCounter, windowMs } from './request-limit.plugin'

describe('the per-address window counter', () => {
  it('counts requests in a window and starts again when it has passed', () => {
    let time = 1000
    const counter = createWindowCounter(60_000, 100, () => time)
    expect(counter.hit('a').count).toBe(1)
    expect(counter.hit('a').count).toBe(2)
    expect(counter.hit('b').count).toBe(1)
    time += 59_999
    expect(counter.hit('a')).toEqual({ count: 3, resetAt: 61_000 })
    time += 1
    expect(counter.hit('a')).toEqual({ count: 1, resetAt: 121_000 })
  })

  it('keeps at most maxKeys addresses, dropping the oldest window first', () => {
    let time = 0
    const counter = createWindowCounter(60_000, 2, () => time)
    counter.hit('a')
    time = 10
    counter.hit('b')
    counter.hit('b')
    time = 20
    counter.hit('c')
    expect(counter.size).toBe(2)
    expect(counter.hit('b').count).toBe(3)
    expect(counter.hit('a').count).toBe(1)
  })

  it('reads windows in words or milliseconds', () => {
    expect(windowMs('1 minute')).toBe(60_000)
    expect(windowMs('30 seconds')).toBe(30_000)
    expect(windowMs(1500)).toBe(1500)
    expect(() => windowMs('soon')).toThrow()
  })
})

describe('the API limit per address (RATE_LIMIT_MAX a minute)', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMIT_MAX: '3' })
  })
  afterAll(async () => {
    await app.close()
  })

  const get = (url: string, remoteAddress = '10.9.0.1') => app.inject({ method: 'GET', url, remoteAddress })

  it('answers 429 rate_limited with Retry-After once an address has used its requests, on every API route together', async () => {
    expect((await get('/api/products/categories')).statusCode).toBe(200)
    expect((await get('/api/products?limit=1')).statusCode).toBe(200)
    const third = await get('/api/products/categories')
    expect(third.statusCode).toBe(200)
    // Within the limit a response carries no limit headers.
    expect(third.headers['x-ratelimit-remaining']).toBeUndefined()
    const limited = await get('/api/products/categories')
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many requests. Please wait a moment and try again.' },
    })
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60)
    expect(limited.headers['x-ratelimit-limit']).toBe('3')
    expect(limited.headers['x-ratelimit-remaining']).toBe('0')
    // The refusal still carries the security headers and the request id.
    expect(limited.headers['x-content-type-options']).toBe('nosniff')
    expect(limited.headers['content-security-policy']).toContain("default-src 'none'")
    expect(limited.headers['x-request-id']).toBeTruthy()
    expect((await get('/api/services')).statusCode).toBe(429)
    expect(
      (await app.inject({ method: 'HEAD', url: '/api/products/categories', remoteAddress: '10.9.0.1' }))
        .statusCode,
    ).toBe(429)
  })

  it('counts each address apart and leaves the health check and non-API paths unmetered', async () => {
    for (let i = 0; i < 3; i++)
      expect((await get('/api/products/categories', '10.9.0.2')).statusCode).toBe(200)
    expect((await get('/api/products/categories', '10.9.0.2')).statusCode).toBe(429)
    expect((await get('/api/products/categories', '10.9.0.3')).statusCode).toBe(200)
    for (let i = 0; i < 5; i++) expect((await get('/api/health', '10.9.0.2')).statusCode).toBe(200)
    for (let i = 0; i < 5; i++) expect((await get('/uploads/none.webp', '10.9.0.2')).statusCode).not.toBe(429)
  })

  it('counts a HEAD and its GET once each', async () => {
    await app.inject({ method: 'HEAD', url: '/api/products/categories', remoteAddress: '10.9.0.4' })
    expect((await get('/api/products/categories', '10.9.0.4')).statusCode).toBe(200)
    expect((await get('/api/products/categories', '10.9.0.4')).statusCode).toBe(200)
    expect((await get('/api/products/categories', '10.9.0.4')).statusCode).toBe(429)
  })
})
