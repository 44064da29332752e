// The events list at scale (issue 19, after the events vertical): BENCH_EVENTS (default 50,000) generated
// events on a PostgreSQL database of the bench's own, then GET /api/events with search + type + date range +
// sort at BENCH_CONNECTIONS, beside pgbench running the very statements the API runs for that request (the
// events service's list() recorded by bench/events-sql.ts: the counts and the page, in one pgbench
// transaction per request, unprepared as Drizzle sends them: -M extended). The events list has no page cache.
import { execFileSync } from 'node:child_process'
import pg from 'pg'
import { CONNECTIONS, measure, pgbench, printTable, startServer } from './lib.mjs'

const COUNT = Number(process.env.BENCH_EVENTS ?? 50_000)
export const eventsQuery = 'search=jazz&type=concert&from=2026-12-01&to=2027-06-30&sort=upcoming'

// Every type, eight titles, five towns, two years of dates, a quarter free, one in twenty unpublished.
const seedSql = `insert into events (id, title, description, date, time, location, event_type, price_cents,
    organizer, max_attendees, popularity, is_active)
  select gen_random_uuid(),
    (array['Nairobi Jazz Night','Tech Summit','Art Walk','Charity Run','Startup Mixer','Food Festival',
      'Gospel Concert','Coding Bootcamp'])[1 + i % 8] || ' ' || i,
    'Generated event ' || i || ' for the bench',
    date '2026-01-01' + (i % 730),
    lpad(((i % 14) + 8)::text, 2, '0') || ':00',
    (array['Nairobi','Mombasa','Kisumu','Nakuru','Eldoret'])[1 + i % 5],
    (array['concert','workshop','conference','festival','sports','art_exhibit','networking','charity',
      'online'])[1 + i % 9],
    case when i % 4 = 0 then 0 else 50000 * (1 + i % 40) end,
    'Bench Promoter', 100 + i % 900, i % 1000, i % 20 <> 0
  from generate_series(1, ${COUNT}) i`

async function withPostgres(url, work) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

export async function benchEvents() {
  const baseUrl = process.env.DATABASE_URL
  if (!baseUrl) return '\n## Events list: PostgreSQL only (set DATABASE_URL)\n'
  const name = 'soko_bench_events'
  await withPostgres(baseUrl, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`)
    await client.query(`create database ${name}`)
  })
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  const env = { DATABASE_URL: url.toString() }
  const lines = [`\n## Events list with ${COUNT.toLocaleString('en')} generated events (no page cache)\n`]
  try {
    // The first start migrates; the events are written with the server stopped.
    const first = await startServer(env)
    await first.stop()
    const started = Date.now()
    await withPostgres(url.toString(), async (client) => {
      await client.query(seedSql)
      await client.query('vacuum analyze events')
    })
    lines.push(`PostgreSQL seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
    const server = await startServer(env)
    let row
    try {
      const check = await (await fetch(`${server.url}/api/events?${eventsQuery}`)).json()
      lines.push(
        `\`GET /api/events?${eventsQuery}\`: ${check.total} matches, ${check.events.length} on the page.`,
      )
      row = await measure(`postgres events: search + type + date range + upcoming, first page`, {
        url: `${server.url}/api/events?${eventsQuery}`,
        pid: server.pid,
      })
    } finally {
      await server.stop()
    }
    const sql = execFileSync('npx', ['tsx', 'bench/events-sql.ts', url.toString(), eventsQuery], {
      encoding: 'utf8',
    })
    const mode = sql.startsWith('-- prepared') ? 'prepared' : 'extended'
    const statementCount = sql.trim().split('\n').length - 1
    const anchor = pgbench(url.toString(), [sql], mode)
    const { tps, latency } = anchor
    const pgbenchLoad = anchor.load
    lines.push(
      `pgbench -M ${mode}, the ${statementCount} statements the API runs for this request (one transaction per request), ${CONNECTIONS} clients: ` +
        `${Math.round(tps)} tps (latency average ${latency} ms, load ${pgbenchLoad}); API: ${row.reqPerSec} req/s, ` +
        `p95 ${row.p95} ms, server CPU ${row.cpuUs} µs/request (load ${row.load}) = ${tps ? Math.round((row.reqPerSec / tps) * 100) : 0}% of pgbench.`,
      '',
      'The statements:',
      '',
      '```sql',
      sql.trim(),
      '```',
    )
    const originalLog = console.log
    const table = []
    console.log = (line) => table.push(line)
    printTable([row])
    console.log = originalLog
    lines.push('', ...table)
  } finally {
    await withPostgres(baseUrl, (client) => client.query(`drop database if exists ${name} with (force)`))
  }
  return lines.join('\n')
}
