// `npm run bench`: throughput and latency of the API on the embedded database (and on PostgreSQL when
// DATABASE_URL is set), the catalogue at scale (bench/products.mjs), and the gzipped size of the home
// route's initial JavaScript. Every target runs the production build in its own process on 127.0.0.1.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { CONNECTIONS, DURATION, measure, printTable, startServer } from './lib.mjs'
import { benchLighthouse } from './lighthouse.mjs'
import { benchOrders } from './orders.mjs'
import { benchProducts } from './products.mjs'
import { ROUTE_JS_BUDGET_KB, routeJs } from './route-js.mjs'

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
      await measure(`${label} GET /api/services (directory search, rated first)`, {
        url: `${server.url}/api/services?search=repair&sort=rating&min_rating=3`,
      }),
    ]
  } finally {
    await server.stop()
  }
}

const only = process.env.BENCH_ONLY // "basics", "products", "orders" or "lighthouse"; unset runs all
const rows = []
if (!only || only === 'basics') {
  rows.push(...(await benchBasics('pglite', {})))
  if (process.env.DATABASE_URL)
    rows.push(
      ...(await benchBasics('postgres', { DATABASE_URL: process.env.DATABASE_URL, SEED_DEMO: 'true' })),
    )
}
const productReport = only && only !== 'products' ? undefined : await benchProducts()
const ordersReport = only && only !== 'orders' ? undefined : await benchOrders()
const lighthouseReport = only && only !== 'lighthouse' ? undefined : await benchLighthouse()

console.log(`\nSoko bench, ${new Date().toISOString()}, ${CONNECTIONS} connections, ${DURATION} s each\n`)
if (rows.length) printTable(rows)
if (productReport) console.log(productReport)
if (ordersReport) console.log(ordersReport)
if (lighthouseReport) console.log(lighthouseReport)
console.log(`\nJavaScript each route needs before it renders (gzip -9; budget ${ROUTE_JS_BUDGET_KB} KB):`)
for (const route of routeJs('apps/web/dist')) {
  const over = route.totalKb > ROUTE_JS_BUDGET_KB ? '  OVER BUDGET' : ''
  console.log(`  ${route.path}: ${route.totalKb.toFixed(1)} KB in ${route.files} files${over}`)
}
