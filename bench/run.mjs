// `npm run bench`: throughput and latency of the API on the embedded database (and on PostgreSQL when
// DATABASE_URL is set, in databases of the bench's own, never the one DATABASE_URL names), each beside its
// anchor (the bare Fastify server of bench/bare-server.mjs, pgbench), the catalogue at scale
// (bench/products.mjs), orders, Lighthouse, and the gzipped size of every route's initial JavaScript. Every
// target runs the production build in its own process on 127.0.0.1, the load generator in another
// (bench/load.mjs), and every figure is printed with the machine's load average.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import pg from 'pg'
import { CONNECTIONS, DURATION, loadAverage, measure, printTable, startServer } from './lib.mjs'
import { benchBytes } from './bytes.mjs'
import { benchChat } from './chat.mjs'
import { benchLighthouse } from './lighthouse.mjs'
import { benchEvents } from './events.mjs'
import { benchOrders } from './orders.mjs'
import { benchProducts } from './products.mjs'
import { ROUTE_JS_BUDGET_KB, routeJs } from './route-js.mjs'

if (!existsSync('apps/server/dist/main.js') || !existsSync('apps/web/dist/index.html')) {
  execSync('npm run build', { stdio: 'inherit' })
}

/** The app's simple reads, then the bare Fastify server (bench/bare-server.mjs) on the same database. */
async function benchBasics(label, env) {
  const server = await startServer(env)
  let rows
  try {
    rows = [
      await measure(`${label} GET /api/health (select 1)`, {
        url: `${server.url}/api/health`,
        pid: server.pid,
      }),
      await measure(`${label} GET /api/products/categories (kept counts)`, {
        url: `${server.url}/api/products/categories`,
        pid: server.pid,
      }),
      await measure(`${label} GET /shop (SPA page)`, { url: `${server.url}/shop`, pid: server.pid }),
      await measure(`${label} GET /api/services (directory search, rated first)`, {
        url: `${server.url}/api/services?search=repair&sort=rating&min_rating=3`,
        pid: server.pid,
      }),
    ]
  } finally {
    // PGlite's folder opens in one process at a time: the bare server opens it after the app has stopped.
    await server.stop({ keepData: true })
  }
  const bare = await startServer(env, server.dataDir, 'bench/bare-server.mjs')
  try {
    rows.push(
      await measure(`${label} bare Fastify GET /api/health (same driver, same SQL)`, {
        url: `${bare.url}/api/health`,
        pid: bare.pid,
      }),
      await measure(`${label} bare Fastify GET /api/products/categories`, {
        url: `${bare.url}/api/products/categories`,
        pid: bare.pid,
      }),
    )
  } finally {
    await bare.stop()
  }
  const percent = (part, whole) => (part && whole ? Math.round((part / whole) * 100) : 0)
  // Req/s moves with whatever else shares the cores; the server's CPU per request hardly does: both printed.
  const ratio = (app, anchor) =>
    `${app.reqPerSec} req/s (p95 ${app.p95} ms, load ${app.load}) = ${percent(app.reqPerSec, anchor.reqPerSec)}% of the bare server's ${anchor.reqPerSec} (p95 ${anchor.p95} ms, load ${anchor.load}); ` +
    `server CPU per request ${app.cpuUs} µs against ${anchor.cpuUs} µs = ${percent(anchor.cpuUs, app.cpuUs)}% of the bare server's efficiency`
  const ratios = [
    `${label} health: ${ratio(rows[0], rows[4])}`,
    `${label} categories: ${ratio(rows[1], rows[5])}`,
  ]
  return { rows, ratios }
}

/** PostgreSQL targets get a database of their own, never the one DATABASE_URL names. */
async function withOwnDatabase(name, work) {
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await admin(`drop database if exists ${name} with (force)`)
  await admin(`create database ${name}`)
  const url = new URL(process.env.DATABASE_URL)
  url.pathname = `/${name}`
  try {
    return await work(url.toString())
  } finally {
    await admin(`drop database if exists ${name} with (force)`)
  }
}

const only = process.env.BENCH_ONLY // "basics", "products", "events", "orders", "lighthouse", "bytes" or "chat"; unset runs all
const rows = []
const ratios = []
if (!only || only === 'basics') {
  const embedded = await benchBasics('pglite', { SEED_DEMO: 'true' })
  rows.push(...embedded.rows)
  ratios.push(...embedded.ratios)
  if (process.env.DATABASE_URL) {
    const postgres = await withOwnDatabase('soko_bench_basics', (url) =>
      benchBasics('postgres', { DATABASE_URL: url, SEED_DEMO: 'true' }),
    )
    rows.push(...postgres.rows)
    ratios.push(...postgres.ratios)
  }
}
const productReport = only && only !== 'products' ? undefined : await benchProducts()
const eventsReport = only && only !== 'events' ? undefined : await benchEvents()
const ordersReport = only && only !== 'orders' ? undefined : await benchOrders()
const lighthouseReport = only && only !== 'lighthouse' ? undefined : await benchLighthouse()
const bytesReport = only && only !== 'bytes' ? undefined : await benchBytes()
const chatReport = only && only !== 'chat' ? undefined : await benchChat()

console.log(
  `\nSoko bench, ${new Date().toISOString()}, ${CONNECTIONS} connections, ${DURATION} s each, load average now ${loadAverage()}\n`,
)
if (rows.length) printTable(rows)
if (ratios.length)
  console.log(`\nSimple reads beside their anchors:\n${ratios.map((line) => `- ${line}`).join('\n')}`)
if (productReport) console.log(productReport)
if (eventsReport) console.log(eventsReport)
if (ordersReport) console.log(ordersReport)
if (lighthouseReport) console.log(lighthouseReport)
if (bytesReport) console.log(bytesReport)
if (chatReport) console.log(chatReport)
console.log(`\nJavaScript each route needs before it renders (gzip -9; budget ${ROUTE_JS_BUDGET_KB} KB):`)
for (const route of routeJs('apps/web/dist')) {
  const over = route.totalKb > ROUTE_JS_BUDGET_KB ? '  OVER BUDGET' : ''
  console.log(`  ${route.path}: ${route.totalKb.toFixed(1)} KB in ${route.files} files${over}`)
}
