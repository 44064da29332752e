// The JavaScript a route needs before it can render: the entry and everything index.html loads (the page
// shell is part of the entry), plus the route's screen chunk and its static imports, which the server
// preloads for that path (apps/web/dist/route-chunks.json, written by apps/web/build/route-chunks-plugin.ts).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

export function routeJs(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'))
  const { routes } = JSON.parse(readFileSync(join(distDir, 'route-chunks.json'), 'utf8'))
  const entryFiles = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk || entryFiles.has(chunk.file)) return
    entryFiles.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(Object.keys(manifest).find((key) => manifest[key].isEntry))
  const gzip = (file) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length
  return routes.map((route) => {
    const files = [...new Set([...entryFiles, ...route.files])].filter((file) => file.endsWith('.js'))
    const totalKb = files.reduce((sum, file) => sum + gzip(file), 0) / 1024
    return { path: route.path, files: files.length, totalKb }
  })
}

/** Every route's first load, gzipped (issue 19: 140 KB leaves room for the new verticals). */
export const ROUTE_JS_BUDGET_KB = 140

// `node bench/route-js.mjs` (run by `npm run check:js` after a build, and by `npm run test:e2e`): lists each
// route and fails when one is over the budget.
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const over = []
  for (const route of routeJs(process.argv[2] ?? 'apps/web/dist')) {
    const mark = route.totalKb > ROUTE_JS_BUDGET_KB ? '  OVER BUDGET' : ''
    console.log(`${route.path}: ${route.totalKb.toFixed(1)} KB in ${route.files} files${mark}`)
    if (mark) over.push(route.path)
  }
  if (over.length) {
    console.error(`\n${over.length} route(s) over the ${ROUTE_JS_BUDGET_KB} KB budget: ${over.join(', ')}`)
    process.exit(1)
  }
  console.log(`\nEvery route within ${ROUTE_JS_BUDGET_KB} KB gzipped.`)
}
