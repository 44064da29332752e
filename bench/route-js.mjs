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
