import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createIndexHtml, matchesRoute } from './route-preload'

describe('matchesRoute', () => {
  it('matches static segments, params and a trailing star', () => {
    expect(matchesRoute('/', '/')).toBe(true)
    expect(matchesRoute('/shop', '/shop')).toBe(true)
    expect(matchesRoute('/shop', '/shop/x')).toBe(false)
    expect(matchesRoute('/products/:id', '/products/abc')).toBe(true)
    expect(matchesRoute('/products/:id', '/products')).toBe(false)
    expect(matchesRoute('/*', '/anything/at/all')).toBe(true)
  })
})

describe('createIndexHtml', () => {
  it("adds the matching route's chunks that index.html does not already load", () => {
    const dir = mkdtempSync(join(tmpdir(), 'soko-web-'))
    writeFileSync(
      join(dir, 'index.html'),
      '<html><head><script type="module" src="/assets/index-a.js"></script></head><body></body></html>',
    )
    writeFileSync(
      join(dir, 'route-chunks.json'),
      JSON.stringify({
        routes: [
          { path: '/shop', files: ['assets/shop-b.js', 'assets/index-a.js'] },
          { path: '/*', files: ['assets/not-found-c.js'] },
        ],
      }),
    )
    const indexHtml = createIndexHtml(dir)
    const shop = indexHtml('/shop')
    expect(shop).toContain('<link rel="modulepreload" crossorigin href="/assets/shop-b.js">')
    expect(shop).not.toContain('modulepreload" crossorigin href="/assets/index-a.js"')
    expect(indexHtml('/nowhere')).toContain('/assets/not-found-c.js')
  })

  it('serves index.html as it is without a route manifest', () => {
    const dir = mkdtempSync(join(tmpdir(), 'soko-web-'))
    writeFileSync(join(dir, 'index.html'), '<html><head></head></html>')
    expect(createIndexHtml(dir)('/shop')).toBe('<html><head></head></html>')
  })
})
