// Bundles the server and @soko/shared into dist/main.js (and dist/migrate.js); npm packages stay external.
import { readFileSync } from 'node:fs'
import { build } from 'esbuild'

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@soko/'))

await build({
  absWorkingDir: new URL('.', import.meta.url).pathname,
  // The server, and the release step that only migrates (docs/deploy.md).
  entryPoints: { main: 'src/main.ts', migrate: 'src/db/migrate-cli.ts' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outdir: 'dist',
  external: external.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  logLevel: 'warning',
})
