import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/test-app'

describe('health and readiness (decision 015)', () => {
  let app: FastifyInstance
  let unreachable: FastifyInstance
  beforeAll(async () => {
    app = await buildTestApp()
    // A bucket and a Redis that do not answer (closed ports): alive, but not ready.
    unreachable = await buildTestApp({
      S3_BUCKET: 'soko',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      REDIS_URL: 'redis://127.0.0.1:9',
    })
  })
  afterAll(async () => {
    await unreachable?.close()
    await app?.close()
  })

  it('is ready on the embedded database and local disk, without Redis', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/ready' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ready', database: 'ok', redis: 'off', storage: 'disk' })
  })

  it('is alive but not ready when the storage or Redis cannot be reached', async () => {
    expect((await unreachable.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
    const res = await unreachable.inject({ method: 'GET', url: '/api/ready' })
    expect(res.statusCode).toBe(503)
    expect(res.json()).toMatchObject({ error: { code: 'health.not_ready' } })
  })

  it('answers its few bytes plain whatever the client accepts, with the API headers and a request id', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip, br' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.json()).toMatchObject({ status: 'ok' })
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['x-request-id']).toBeTruthy()
  })

  it('is not ready once told to stop, and still alive', async () => {
    app.markStopping()
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503)
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
  })
})
