import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { signUp } from '../test/auth-helpers'
import { createProduct } from '../test/catalogue-helpers'
import { buildTestApp, TEST_ORIGIN } from '../test/test-app'
import { createGuestPages, guestPageKey, pageEncoding } from './guest-pages'

let app: FastifyInstance
let webDir: string

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'soko-web-'))
  writeFileSync(
    join(webDir, 'index.html'),
    '<!doctype html><html><head><title>Soko</title></head><body><div id="root"></div></body></html>',
  )
  app = await buildTestApp({ WEB_DIST_DIR: webDir, PAGE_CACHE_SECONDS: '5' })
})
afterAll(async () => {
  await app.close()
  rmSync(webDir, { recursive: true, force: true })
})

const shop = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/shop', headers })

describe("a guest's page", () => {
  it('is assembled once and sent again for a few seconds; a write on this server makes it anew', async () => {
    const first = await createProduct(app, { name: 'Kept Kikoi Shawl', category: 'Clothing' })
    const page = await shop()
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Kept Kikoi Shawl')
    expect(page.headers['cache-control']).toBe('private, no-cache')

    // Written straight into the table: nothing this server answered changed, so the kept page is sent.
    await createProduct(app, { name: 'Unseen Maasai Blanket', category: 'Clothing' })
    const again = await shop()
    expect(again.body).toBe(page.body)
    expect(again.body).not.toContain('Unseen Maasai Blanket')

    // Any write through the API (here a newsletter sign-up) empties the kept pages.
    const write = await app.inject({
      method: 'POST',
      url: '/api/newsletter/subscriptions',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'kept-pages@example.com' },
    })
    expect(write.statusCode).toBeLessThan(300)
    const after = await shop()
    expect(after.body).toContain('Unseen Maasai Blanket')
    expect(after.body).toContain(first.name)
  })

  it('is kept no longer than its seconds', async () => {
    const page = await shop({ 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile' })
    await createProduct(app, { name: 'Later Leso Wrap', category: 'Clothing' })
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5_001 })
    try {
      const later = await shop({ 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile' })
      expect(later.body).not.toBe(page.body)
      expect(later.body).toContain('Later Leso Wrap')
    } finally {
      vi.useRealTimers()
    }
  })

  it('is sent compressed as the browser accepts, the same page each way', async () => {
    const plain = await shop()
    const br = await shop({ 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
    const gzip = await shop({ 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body)
  })

  it("is never a signed-in reader's: theirs carries their session and is assembled for them alone", async () => {
    const { cookie } = await signUp(app, { email: 'kept-pages-reader@example.com', name: 'Akinyi Reader' })
    const guest = await shop()
    const reader = await shop({ cookie })
    expect(reader.body).toContain('kept-pages-reader@example.com')
    expect(guest.body).not.toContain('kept-pages-reader@example.com')
    // And the reader's page did not become the guests' one.
    expect((await shop()).body).not.toContain('kept-pages-reader@example.com')
  })
})

describe('guestPageKey', () => {
  const keyOf = (url: string, headers: Record<string, string> = {}) =>
    guestPageKey({ url, headers } as unknown as FastifyRequest)

  it('tells apart what a page is made of: address, layout, language, data saver, the sidebar', () => {
    const keys = [
      keyOf('/shop'),
      keyOf('/shop?category=Books'),
      keyOf('/shop', { 'sec-ch-ua-mobile': '?1' }),
      keyOf('/shop', { cookie: 'soko_language=sw' }),
      keyOf('/shop', { cookie: 'soko_data_saver=on' }),
      keyOf('/shop', { 'save-data': 'on' }),
      keyOf('/shop', { cookie: 'sidebar_state=false' }),
    ]
    expect(new Set(keys).size).toBe(keys.length)
    // Cookies the page does not read do not split it.
    expect(keyOf('/shop', { cookie: 'theme=dark; _ga=1' })).toBe(keyOf('/shop'))
  })

  it('has none for a reader with a session cookie', () => {
    expect(keyOf('/shop', { cookie: 'better-auth.session_token=abc' })).toBeUndefined()
    expect(keyOf('/shop', { cookie: '__Secure-better-auth.session_token=abc' })).toBeUndefined()
  })
})

describe('pageEncoding', () => {
  it('takes brotli first, then gzip, and honours q=0', () => {
    expect(pageEncoding('gzip, deflate, br')).toBe('br')
    expect(pageEncoding('gzip')).toBe('gzip')
    expect(pageEncoding('br;q=0, gzip;q=0.8')).toBe('gzip')
    expect(pageEncoding('*')).toBe('br')
    expect(pageEncoding('identity')).toBe('identity')
    expect(pageEncoding(undefined)).toBe('identity')
    expect(pageEncoding('gzip;q=0, br;q=0')).toBe('identity')
  })
})

describe('createGuestPages', () => {
  it('keeps at most its number of pages, the oldest dropped first', () => {
    const pages = createGuestPages({ ttlMs: 60_000, maxEntries: 2 })
    pages.set('one', '1')
    pages.set('two', '2')
    pages.set('three', '3')
    expect(pages.size).toBe(2)
    expect(pages.get('one')).toBeUndefined()
    expect(pages.get('three')?.html).toBe('3')
  })
})
