import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { readRouteModules } from './route-chunks-plugin'

describe('readRouteModules', () => {
  it('reads index and path routes with their screen modules', () => {
    const source = `
      { index: true, loader: prefetchHome, lazy: screen(() => import('./routes/home')) },
      { path: 'products/:id', lazy: screen(() => import('./routes/product')) },
      { path: '*', lazy: screen(() => import('./routes/not-found')) },`
    expect(readRouteModules(source)).toEqual([
      { path: '/', module: 'src/app/routes/home.tsx' },
      { path: '/products/:id', module: 'src/app/routes/product.tsx' },
      { path: '/*', module: 'src/app/routes/not-found.tsx' },
    ])
  })

  it('finds every route of the real router', () => {
    const source = readFileSync(join(import.meta.dirname, '../src/app/router.tsx'), 'utf8')
    const routes = readRouteModules(source)
    const lazyCount = source.match(/lazy: screen\(/g)?.length ?? 0
    expect(routes).toHaveLength(lazyCount)
    expect(routes.map((route) => route.path)).toContain('/shop')
  })
})
