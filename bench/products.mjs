// The catalogue at scale: BENCH_PRODUCTS (default 100,000) generated products, then the shop list API
// (search + category + price range + sort, first page and a deep page; and a filter-only listing) on the
// embedded database and, when DATABASE_URL is set, on a fresh PostgreSQL database beside it, compared with
// pgbench running the same SQL directly (the list query alone; the page cache off). Prints EXPLAIN plans of the three query shapes.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import pg from 'pg'
import { CONNECTIONS, DURATION, loadAverage, measure, printTable, startServer } from './lib.mjs'

const COUNT = Number(process.env.BENCH_PRODUCTS ?? 100_000)
const seedSql = readFileSync(new URL('./seed-products.sql', import.meta.url), 'utf8').replaceAll(
  ':count',
  String(COUNT),
)

const searchQuery =
  'search=samsung&category=Electronics&min_price=1000&max_price=150000&sort=price_asc&limit=24'
const filterQuery = 'category=Books&sort=newest&limit=24'

// The statement the API runs for searchQuery's first page, for pgbench and EXPLAIN: built by the server's own
// code (bench/list-sql.ts calls products.repository.ts's pageQuerySql) with the values written in, so the
// anchor runs exactly the API's SQL, the JSON PostgreSQL writes for each product included. "samsung" matches
// exact substrings, so the API takes the exact path (no trigram similarity, no transaction); its count is
// kept per filter (decision 012), so the anchor is the list alone.
const where = `p.search_text like '%samsung%' and p.category = 'Electronics'
  and p.price_cents >= 100000 and p.price_cents <= 15000000`
const listSql = execFileSync(
  'npx',
  [
    'tsx',
    'bench/list-sql.ts',
    JSON.stringify({
      sort: 'price_asc',
      search: true,
      category: true,
      minPrice: true,
      maxPrice: true,
      after: false,
    }),
    JSON.stringify({
      pattern: '%samsung%',
      category: 'Electronics',
      minPrice: 100000,
      maxPrice: 15000000,
      limit: 25,
    }),
  ],
  { encoding: 'utf8' },
).trim()
const pgbenchScript = `${listSql.replace(/\n\s*/g, ' ')};\n`
// The page cache off unless asked otherwise: every request goes to the database (issue 19).
const CATALOGUE_CACHE_SECONDS = process.env.BENCH_CATALOGUE_CACHE_SECONDS ?? '0'
const explains = {
  'search + category + price + sort (first page)': `explain ${listSql}`,
  'the count of that search': `explain select count(*) from products p where ${where}`,
  'typo-tolerant search (when the exact one finds nothing)': `select set_config('pg_trgm.word_similarity_threshold', '0.45', false); explain select p.* from products p
    where (p.search_text like '%samsng%' or 'samsng' <% p.search_text) order by p.created_at desc, p.id desc limit 25`,
  'category + newest (deep page, keyset)': `explain select p.* from products p where p.category = 'Books'
    and (p.created_at, p.id) < (now() - interval '300 days', '00000000-0000-0000-0000-000000000000'::uuid)
    order by p.created_at desc, p.id desc limit 25`,
  'price sort over everything (keyset)': `explain select p.* from products p where (p.price_cents, p.id) > (5000000, '00000000-0000-0000-0000-000000000000'::uuid)
    order by p.price_cents asc, p.id asc limit 25`,
}

async function deepCursor(url, query, pages) {
  let cursor = null
  for (let i = 0; i < pages; i++) {
    const page = await (
      await fetch(`${url}/api/products?${query}${cursor ? `&cursor=${cursor}` : ''}`)
    ).json()
    if (!page.next_cursor) break
    cursor = page.next_cursor
  }
  return cursor
}

async function withPostgres(url, work) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

async function runTarget(label, env, seed, explain) {
  const first = await startServer(env)
  await first.stop({ keepData: true })
  const started = Date.now()
  await seed(first.dataDir)
  const seededIn = ((Date.now() - started) / 1000).toFixed(1)
  const server = await startServer(env, first.dataDir)
  try {
    const searchDeep = await deepCursor(server.url, searchQuery, 5)
    const filterDeep = await deepCursor(server.url, filterQuery, 40)
    const rows = [
      await measure(`${label} search+filter+sort, first page`, {
        url: `${server.url}/api/products?${searchQuery}`,
        pid: server.pid,
      }),
      await measure(`${label} search+filter+sort, page 6`, {
        url: `${server.url}/api/products?${searchQuery}&cursor=${searchDeep}`,
        pid: server.pid,
      }),
      await measure(`${label} category, newest, first page`, {
        url: `${server.url}/api/products?${filterQuery}`,
        pid: server.pid,
      }),
      await measure(`${label} category, newest, page 41`, {
        url: `${server.url}/api/products?${filterQuery}&cursor=${filterDeep}`,
        pid: server.pid,
      }),
    ]
    return { rows, seededIn }
  } finally {
    await server.stop()
    await explain?.()
  }
}

export async function benchProducts() {
  const lines = [
    `\n## Catalogue with ${COUNT.toLocaleString('en')} generated products (plus the demo 304), CATALOGUE_CACHE_SECONDS=${CATALOGUE_CACHE_SECONDS}\n`,
  ]
  const plans = []

  // BENCH_SKIP_PGLITE=1: PostgreSQL only (seeding 100,000 products into PGlite takes minutes).
  const embedded = process.env.BENCH_SKIP_PGLITE
    ? { rows: [], seededIn: '-' }
    : await runTarget('pglite', { CATALOGUE_CACHE_SECONDS }, async (dataDir) => {
        const db = await PGlite.create({ dataDir: join(dataDir, 'pgdata'), extensions: { pg_trgm } })
        await db.exec(seedSql)
        // As autovacuum would on a live database: statistics and the visibility map for index-only counts.
        await db.exec('vacuum analyze products')
        await db.close()
      })
  lines.push(`Embedded database (PGlite), seeded in ${embedded.seededIn} s:\n`)
  const allRows = [...embedded.rows]

  const baseUrl = process.env.DATABASE_URL
  if (baseUrl) {
    const name = 'soko_bench_products'
    await withPostgres(baseUrl, async (client) => {
      await client.query(`drop database if exists ${name} with (force)`)
      await client.query(`create database ${name}`)
    })
    const url = new URL(baseUrl)
    url.pathname = `/${name}`
    const postgres = await runTarget(
      'postgres',
      { DATABASE_URL: url.toString(), SEED_DEMO: 'true', CATALOGUE_CACHE_SECONDS },
      () =>
        withPostgres(url.toString(), async (client) => {
          await client.query(seedSql)
          await client.query('vacuum analyze products')
        }),
      () =>
        withPostgres(url.toString(), async (client) => {
          for (const [title, sql] of Object.entries(explains)) {
            const statements = sql.split(/;\s*(?=explain)/)
            let result
            for (const statement of statements) result = await client.query(statement)
            plans.push(
              `### ${title}\n\n\`\`\`\n${result.rows.map((row) => row['QUERY PLAN']).join('\n')}\n\`\`\``,
            )
          }
        }),
    )
    allRows.push(...postgres.rows)
    lines.push(`PostgreSQL seeded in ${postgres.seededIn} s.`)

    // The same SQL straight to PostgreSQL, at the same concurrency, for the ratio.
    const script = join(tmpdir(), 'soko-bench-products.sql')
    writeFileSync(script, pgbenchScript)
    // Prepared, as the API's statement is; -j 2 threads, the machine's two cores.
    const out = execFileSync(
      'pgbench',
      [
        '-n',
        '-M',
        'prepared',
        '-c',
        String(CONNECTIONS),
        '-j',
        '2',
        '-T',
        String(DURATION),
        '-f',
        script,
        url.toString(),
      ],
      { encoding: 'utf8' },
    )
    const pgbenchLoad = loadAverage()
    const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 0)
    const latency = /latency average = ([\d.]+) ms/.exec(out)?.[1]
    const api = postgres.rows[0]
    lines.push(
      `pgbench, the list query alone, prepared, ${CONNECTIONS} clients: ${Math.round(tps)} tps ` +
        `(latency average ${latency} ms, load ${pgbenchLoad}); API first page: ${api.reqPerSec} req/s, ` +
        `p95 ${api.p95} ms (load ${api.load}) = ${tps ? Math.round((api.reqPerSec / tps) * 100) : 0}% of pgbench.`,
    )
    await withPostgres(baseUrl, (client) => client.query(`drop database if exists ${name} with (force)`))
  }

  const originalLog = console.log
  const table = []
  console.log = (line) => table.push(line)
  printTable(allRows)
  console.log = originalLog
  return [...lines, '', ...table, '', ...plans].join('\n')
}
