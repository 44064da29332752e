import compress from '@fastify/compress'
import fastifyHelmet from '@fastify/helmet'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import type { Config } from '../config'
import { mapTileSource, securityHeaderOptions } from './security-headers'
import { securityPlugin } from './security.plugin'

/** The headers a response carries, without the ones that change from request to request. */
async function headersOf(register: (app: ReturnType<typeof Fastify>) => Promise<void>, url: string) {
  const app = Fastify()
  await register(app)
  app.get('/page', async () => 'hello')
  app.get('/own-csp', async (_request, reply) =>
    reply.header('content-security-policy', "default-src 'none'").send('x'),
  )
  app.get('/big', async () => ({ text: 'x'.repeat(5000) }))
  app.get('/api/thing', async () => ({ ok: true }))
  app.get('/api/docs/page', async () => 'docs')
  const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } })
  await app.close()
  const { date: _date, ...headers } = res.headers
  return headers
}

describe('security headers computed once (issue 19)', () => {
  for (const isProduction of [false, true]) {
    for (const url of ['/page', '/own-csp', '/big']) {
      it(`are exactly what @fastify/helmet sent (${isProduction ? 'production' : 'development'}, ${url})`, async () => {
        const config = { isProduction, rateLimitMax: 1000 } as Config
        const ours = await headersOf(async (app) => {
          await app.register(securityPlugin, { config })
        }, url)
        const helmets = await headersOf(async (app) => {
          await app.register(fastifyHelmet, securityHeaderOptions(config))
          await app.register(compress, { global: true, threshold: 1024 })
        }, url)
        expect(ours).toEqual(helmets)
        expect(ours['content-security-policy']).toBeDefined()
        expect(ours['strict-transport-security'] !== undefined).toBe(isProduction)
      })
    }
  }
})

describe('API answers (decision 026)', () => {
  for (const isProduction of [false, true]) {
    it(`carry the API's few headers, not a page's policy (${isProduction ? 'production' : 'development'})`, async () => {
      const config = { isProduction, rateLimitMax: 1000 } as Config
      const headers = await headersOf(async (app) => {
        await app.register(securityPlugin, { config })
      }, '/api/thing')
      expect(headers).toEqual({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'cross-origin-resource-policy': 'same-origin',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        ...(isProduction ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
        'content-type': 'application/json; charset=utf-8',
        'content-length': '11',
        connection: 'keep-alive',
      })
      // The API's documentation is a page: it keeps the whole policy.
      const docs = await headersOf(async (app) => {
        await app.register(securityPlugin, { config })
      }, '/api/docs/page')
      expect(docs['content-security-policy']).toContain("script-src 'self'")
      expect(docs['referrer-policy']).toBe('strict-origin-when-cross-origin')
    })
  }
})

describe('pictures from the bucket’s public address (S3_PUBLIC_URL, decision 015)', () => {
  it('lets pages show images from that origin, and from no other', () => {
    const s3 = {
      bucket: 'soko',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      publicUrl: 'https://cdn.soko.test/files',
    }
    const csp = (options: ReturnType<typeof securityHeaderOptions>) =>
      (options.contentSecurityPolicy as { directives: { imgSrc: string[] } }).directives.imgSrc
    expect(csp(securityHeaderOptions({ isProduction: true, s3 }))).toContain('https://cdn.soko.test')
    expect(csp(securityHeaderOptions({ isProduction: true }))).toEqual(["'self'", 'data:', 'blob:'])
  })
})

describe('map tiles (MAP_TILE_URL)', () => {
  const imgSrc = (tileUrl: string | null) =>
    (
      securityHeaderOptions({ isProduction: true, rides: { tileUrl } }).contentSecurityPolicy as {
        directives: { imgSrc: string[] }
      }
    ).directives.imgSrc

  it("lets pages show the tiles' origin, a {s} subdomain as any subdomain, and nothing for tiles on this site", () => {
    expect(imgSrc('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toContain(
      'https://tile.openstreetmap.org',
    )
    expect(imgSrc('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toContain('https://*.tile.example.org')
    expect(mapTileSource('http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png')).toEqual(['http://127.0.0.1:8080'])
    expect(imgSrc('/tiles/{z}/{x}/{y}.png')).toEqual(["'self'", 'data:', 'blob:'])
    expect(imgSrc(null)).toEqual(["'self'", 'data:', 'blob:'])
  })
})
