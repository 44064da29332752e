// `npm run bench`: throughput and latency of the API on the embedded database (and on PostgreSQL when
// DATABASE_URL is set), the catalogue at scale (bench/products.mjs), and the gzipped size of the home
// route's initial JavaScript. Every target runs the production build in its own process on 127.0.0.1.
import { execSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { CONNECTIONS, DURATION, measure, printTable, startServer } from './lib.mjs'
import { benchProducts } from './products.mjs'

if (!existsSync('apps/server/dist/main.js') || !existsSync('apps/web/dist/index.html')) {
  execSync('npm run build', { stdio: 'inherit' })
}

async function benchBasics(label, env) {
  const server = await startServer(env)
  try {
    return [
      await measure(`${label} GET /api/health (select 1)`, { url: `${server.url}/api/health` }),
      await measure(`${label} GET /api/products/categories (one query)`, {
        url: `${server.url}/api/products/categories`,
      }),
      await measure(`${label} GET /shop (SPA page)`, { url: `${server.url}/shop` }),
    ]
  } finally {
    await server.stop()
  }
}

function initialJsOfHome() {
  const html = readFileSync('apps/web/dist/index.html', 'utf8')
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1])
  const sizes = files.map((file) => ({
    file,
    gzip: gzipSync(readFileSync(join('apps/web/dist', file))).length,
  }))
  return { files: sizes, totalKb: (sizes.reduce((sum, entry) => sum + entry.gzip, 0) / 1024).toFixed(1) }
}

const only = process.env.BENCH_ONLY // "basics" or "products"
const rows = []
if (only !== 'products') {
  rows.push(...(await benchBasics('pglite', {})))
  if (process.env.DATABASE_URL)
    rows.push(
      ...(await benchBasics('postgres', { DATABASE_URL: process.env.DATABASE_URL, SEED_DEMO: 'true' })),
    )
}
const productReport = only === 'basics' ? undefined : await benchProducts()

console.log(`\nSoko bench, ${new Date().toISOString()}, ${CONNECTIONS} connections, ${DURATION} s each\n`)
if (rows.length) printTable(rows)
if (productReport) console.log(productReport)
const js = initialJsOfHome()
console.log(`\nInitial JS of the home route: ${js.totalKb} KB gzipped (goal: at most 150 KB)`)
for (const file of js.files) console.log(`  ${file.file}: ${(file.gzip / 1024).toFixed(1)} KB`)
