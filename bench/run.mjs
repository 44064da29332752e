// `npm run bench`: throughput and latency of the API on the embedded database (and on PostgreSQL when
// DATABASE_URL is set, in databases of the bench's own, never the one DATABASE_URL names), each beside its
// anchor (the bare Fastify server of bench/bare-server.mjs, pgbench), the catalogue at scale
// (bench/products.mjs), orders, Lighthouse, and the gzipped size of every route's initial JavaScript. Every
// target runs the production build in its own process on 127.0.0.1, the load generator in another
// (bench/load.mjs), and every figure is printed with the machine's load average.
import { execSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { CONNECTIONS, DURATION, loadAverage, measure, printTable, startServer, waitForIdle } from './lib.mjs'
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

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/**
 * The app's simple reads beside the bare Fastify server (bench/bare-server.mjs) with the same driver and SQL,
 * both running at once (on PGlite each on its own copy of the seeded folder: one process per folder) and
 * measured in turn, ROUNDS times, after a warm-up: both sides of a ratio see the same machine. Then the SPA
 * page and the services directory once.
 */
async function benchBasics(label, env) {
  const seeded = await startServer(env)
  await waitForIdle(seeded.pid)
  await seeded.stop({ keepData: true })
  const bareDir = mkdtempSync(join(tmpdir(), 'soko-bench-bare-'))
  if (label === 'pglite') cpSync(join(seeded.dataDir, 'pgdata'), join(bareDir, 'pgdata'), { recursive: true })
  const server = await startServer(env, seeded.dataDir)
  const bare = await startServer(env, bareDir, 'bench/bare-server.mjs')
  const reads = [
    ['health', '/api/health', '(select 1)'],
    ['categories', '/api/products/categories', '(kept counts)'],
  ]
  const rows = []
  const ratios = []
  try {
    await waitForIdle(server.pid)
    for (const [, path] of reads) {
      await measure('warm-up', { url: `${server.url}${path}`, duration: 2 })
      await measure('warm-up', { url: `${bare.url}${path}`, duration: 2 })
    }
    const rounds = []
    for (let round = 1; round <= ROUNDS; round++) {
      const figures = {}
      for (const [name, path, what] of reads) {
        figures[name] = {
          app: await measure(`${label} GET ${path} ${what} (round ${round})`, {
            url: `${server.url}${path}`,
            pid: server.pid,
          }),
          bare: await measure(`${label} bare Fastify GET ${path} (round ${round})`, {
            url: `${bare.url}${path}`,
            pid: bare.pid,
          }),
        }
        rows.push(figures[name].app, figures[name].bare)
      }
      rounds.push(figures)
    }
    rows.push(
      await measure(`${label} GET /shop (SPA page)`, { url: `${server.url}/shop`, pid: server.pid }),
      await measure(`${label} GET /api/services (directory search, rated first)`, {
        url: `${server.url}/api/services?search=repair&sort=rating&min_rating=3`,
        pid: server.pid,
      }),
    )
    const percent = (part, whole) => (part && whole ? Math.round((part / whole) * 100) : 0)
    for (const [name] of reads) {
      const app = median(rounds.map((round) => round[name].app.reqPerSec))
      const anchor = median(rounds.map((round) => round[name].bare.reqPerSec))
      const appCpu = median(rounds.map((round) => round[name].app.cpuUs))
      const bareCpu = median(rounds.map((round) => round[name].bare.cpuUs))
      const each = rounds
        .map((round) => `${percent(round[name].app.reqPerSec, round[name].bare.reqPerSec)}%`)
        .join(', ')
      ratios.push(
        `${label} ${name}: median ${app} req/s against the bare server's ${anchor} = **${percent(app, anchor)}%** ` +
          `(rounds ${each}; load ${rounds.map((round) => round[name].app.load).join(', ')}); server CPU per request ` +
          `${appCpu} µs against ${bareCpu} µs = ${percent(bareCpu, appCpu)}% of the bare server's efficiency`,
      )
    }
  } finally {
    await server.stop()
    await bare.stop()
    rmSync(bareDir, { recursive: true, force: true })
  }
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
