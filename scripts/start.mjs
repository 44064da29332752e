// `npm start`: build when the sources are newer than the build, then run the server in this process.
import { execSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const outputs = ['apps/web/dist/index.html', 'apps/web/dist-ssr/worker.js', 'apps/server/dist/main.js']
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite.ssr.config.ts',
  'apps/server/src',
  'apps/server/build.mjs',
  'packages/shared/src',
  'package-lock.json',
]

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    stat.mtimeMs,
  )
}

const builtAt = Math.min(...outputs.map((path) => (existsSync(path) ? statSync(path).mtimeMs : 0)))
const changedAt = Math.max(...sources.map(newestMtime))
if (builtAt < changedAt) {
  console.log('Building Soko (web and server)...')
  execSync('npm run build', { stdio: 'inherit' })
}

await import('../apps/server/dist/main.js')
