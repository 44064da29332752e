// Bundles the server and @soko/shared into dist/main.js; npm packages stay external.
import { readFileSync } from 'node:fs'
import { build } from 'esbuild'

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@soko/'))

await build({
  absWorkingDir: new URL('.', import.meta.url).pathname,
  entryPoints: ['src/main.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outfile: 'dist/main.js',
  external: external.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  logLevel: 'warning',
})
