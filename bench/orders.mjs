// Orders on PostgreSQL (issue 5): how many orders a second the API places when buyers do not compete for
// stock, and what happens when 50 buyers want the last 10 of one product at the same moment. Needs
// DATABASE_URL (PGlite runs one query at a time, so contention means nothing there); the target creates and
// drops its own `soko_bench_orders` database.
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { CONNECTIONS, measure, printTable, startServer } from './lib.mjs'

const BUYERS = 50
const password = 'bench-Orders-2026!'

async function withPostgres(url, work) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** Signs up a buyer and returns the session cookie. */
async function signUp(url, index) {
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify({
      email: `bench-buyer-${index}@soko.test`,
      password,
      name: `Bench Buyer ${index}`,
      termsAccepted: true,
    }),
  })
  if (!response.ok) throw new Error(`sign-up ${index} failed: ${response.status} ${await response.text()}`)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

const shipping = {
  shipping_address: 'Moi Avenue 12',
  shipping_city: 'Nairobi',
  contact_phone: '0712345678',
  contact_email: 'buyer@soko.test',
}

function placeOrder(url, cookie, productId) {
  return fetch(`${url}/api/orders`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: url,
      Cookie: cookie,
      'Idempotency-Key': randomUUID(),
    },
    body: JSON.stringify({ ...shipping, items: [{ product_id: productId, quantity: 1 }] }),
  })
}

export async function benchOrders() {
  const baseUrl = process.env.DATABASE_URL
  if (!baseUrl) return '\n## Orders\n\nSkipped: set DATABASE_URL (contention needs PostgreSQL).\n'
  const name = 'soko_bench_orders'
  await withPostgres(baseUrl, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`)
    await client.query(`create database ${name}`)
  })
  const dbUrl = new URL(baseUrl)
  dbUrl.pathname = `/${name}`
  const server = await startServer({
    DATABASE_URL: dbUrl.toString(),
    SEED_DEMO: 'true',
    AUTH_RATE_LIMIT_MAX_PER_IP: '100000',
    AUTH_RATE_LIMIT_MAX_PER_ACCOUNT: '100000',
  })
  const lines = ['\n## Orders on PostgreSQL\n']
  try {
    const cookies = []
    for (let index = 0; index < BUYERS; index += 1) cookies.push(await signUp(server.url, index))
    const productIds = await withPostgres(dbUrl.toString(), async (client) => {
      // Plenty of stock everywhere: this part measures placing orders, not running out.
      await client.query('update products set stock_quantity = 1000000')
      const { rows } = await client.query('select id from products order by id')
      return rows.map((row) => row.id)
    })

    const free = await measure(`POST /api/orders, ${BUYERS} buyers, no shared stock`, {
      url: server.url,
      requestsModule: new URL('./orders-requests.mjs', import.meta.url).href,
      context: { origin: server.url, cookies, productIds, shipping },
    })
    printTable([free])
    lines.push(
      `Without contention (${CONNECTIONS} connections, each order one line of a product with ample stock):`,
      '',
      '| target | orders/s | p50 ms | p95 ms | p99 ms | requests | non-2xx/errors | load avg |',
      '|---|---|---|---|---|---|---|---|',
      `| ${free.name} | ${free.reqPerSec} | ${free.p50} | ${free.p95} | ${free.p99} | ${free.requests} | ${free.failures} | ${free.load} |`,
    )

    // 50 buyers, one product, 10 in stock, all at once.
    const contested = productIds[0]
    await withPostgres(dbUrl.toString(), (client) =>
      client.query('update products set stock_quantity = 10 where id = $1', [contested]),
    )
    const started = performance.now()
    const statuses = await Promise.all(
      cookies.map(async (cookie) => {
        const begun = performance.now()
        const response = await placeOrder(server.url, cookie, contested)
        await response.arrayBuffer()
        return { status: response.status, ms: performance.now() - begun }
      }),
    )
    const elapsed = performance.now() - started
    const stock = await withPostgres(dbUrl.toString(), async (client) => {
      const { rows } = await client.query('select stock_quantity from products where id = $1', [contested])
      return rows[0].stock_quantity
    })
    const count = (status) => statuses.filter((entry) => entry.status === status).length
    const slowest = Math.max(...statuses.map((entry) => entry.ms))
    lines.push(
      '',
      `Contention: ${BUYERS} buyers order the same product (10 in stock) at once: ${count(201) + count(200)} orders placed, ` +
        `${count(409)} refused for stock, other answers ${BUYERS - count(201) - count(200) - count(409)}; ` +
        `stock afterwards ${stock}; all ${BUYERS} answered in ${elapsed.toFixed(0)} ms (slowest ${slowest.toFixed(0)} ms).`,
    )
  } finally {
    await server.stop()
    await withPostgres(baseUrl, (client) => client.query(`drop database if exists ${name} with (force)`))
  }
  return lines.join('\n')
}
