import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The apps/server folder, found by walking up from this file: the same code runs from src/ (tests, tsx)
 * and bundled from dist/, at different depths.
 */
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  for (;;) {
    const manifest = join(dir, 'package.json')
    if (existsSync(manifest) && readFileSync(manifest, 'utf8').includes('"name": "@soko/server"')) return dir
    const parent = dirname(dir)
    if (parent === dir) throw new Error('Cannot find the @soko/server package folder')
    dir = parent
  }
}

export const serverRoot = findServerRoot()
export const migrationsDir = join(serverRoot, 'drizzle')
export const defaultWebDistDir = resolve(serverRoot, '../web/dist')
export const demoAssetsDir = join(serverRoot, 'src/db/seed/assets')
