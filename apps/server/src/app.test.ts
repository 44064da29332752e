import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Validator } from '@seriousme/openapi-schema-validator'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from './test/test-app'
import { healthSchema } from './modules/health/health.routes'

let app: FastifyInstance
let webDir: string

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'soko-web-'))
  mkdirSync(join(webDir, 'assets'))
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Soko</title><div id="root"></div>')
  writeFileSync(join(webDir, 'assets', 'index-abc123.js'), 'console.log("soko")')
  app = await buildTestApp({ WEB_DIST_DIR: webDir })
})

afterAll(async () => {
  await app.close()
  rmSync(webDir, { recursive: true, force: true })
})

describe('health', () => {
  it('answers 200 ok after checking the database', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'ok', database: expect.stringMatching(/^(pglite|postgres)$/) })
    // Written without a per-request schema check (lib/plain-json.ts): the answer is exactly the schema's shape.
    expect(healthSchema.strict().parse(res.json())).toEqual(res.json())
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
  })
})

describe('errors', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/does-not-exist' })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toContain('application/json')
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } })
  })

  it('answers an unknown API POST with a JSON 404, not the web app', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/nothing-here', payload: {} })
    expect(res.statusCode).toBe(404)
    expect(res.json().error.code).toBe('not_found')
  })

  it('answers a malformed JSON body with a JSON 400 and no stack trace', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/newsletter/subscriptions',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      error: { code: 'invalid_json', message: 'The request body is not valid JSON.' },
    })
    expect(res.body).not.toMatch(/at .*\.(js|ts):\d+/)
  })

  it('answers an unsupported content type with 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/newsletter/subscriptions',
      headers: { 'content-type': 'application/xml' },
      payload: '<email/>',
    })
    expect(res.statusCode).toBe(415)
    expect(res.json().error.code).toBe('unsupported_media_type')
  })
})

describe('security headers', () => {
  it('sends an API answer a CSP that loads nothing, nosniff, no framing and no cross-origin reads', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' })
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['x-frame-options']).toBe('DENY')
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin')
    // HSTS only in production.
    expect(res.headers['strict-transport-security']).toBeUndefined()
  })

  it('gives every response a request id, echoing a well-formed incoming one', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'req-12345678' },
    })
    expect(res.headers['x-request-id']).toBe('req-12345678')
    const fresh = await app.inject({ method: 'GET', url: '/api/health' })
    const next = await app.inject({ method: 'GET', url: '/api/health' })
    // This process's random prefix and a counter: unique, cheap to make.
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{13}-[0-9a-z]+$/)
    expect(next.headers['x-request-id']).not.toBe(fresh.headers['x-request-id'])
  })
})

describe('web app', () => {
  it('serves index.html, uncached, for any client route', async () => {
    for (const url of ['/', '/shop', '/products?search=shoes', '/admin/users']) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.headers['cache-control']).toBe('private, no-cache')
      expect(res.body).toContain('<div id="root">')
    }
  })

  it('caches hashed assets for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('answers a missing asset with 404 rather than the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/missing-file.js' })
    expect(res.statusCode).toBe(404)
  })
})

describe('OpenAPI', () => {
  it('publishes a valid OpenAPI 3.1 document listing the routes', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' })
    expect(res.statusCode).toBe(200)
    const document = res.json()
    expect(document.openapi).toBe('3.1.0')
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/newsletter/subscriptions', '/api/auth/unlock']),
    )
    const result = await new Validator().validate(document)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
  })

  it('serves the browsable docs', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('swagger')
  })
})
