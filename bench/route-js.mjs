// The JavaScript a route needs before it can render, from Vite's build manifest: the entry and its static
// imports, plus each lazy route module on the way (the root layout, then the screen) and their static imports.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

export function routeJs(distDir, routeModules) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'))
  const files = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)
  visit(entry)
  for (const module of routeModules) visit(module)
  const sizes = [...files]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzip: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length }))
  return { files: sizes, totalKb: sizes.reduce((sum, entry) => sum + entry.gzip, 0) / 1024 }
}
