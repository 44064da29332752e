// The catalogue at scale: BENCH_PRODUCTS (default 100,000) generated products, then the shop list API
// (search + category + price range + sort, first page and a deep page; and a filter-only listing) on the
// embedded database and, when DATABASE_URL is set, on a fresh PostgreSQL database beside it, compared with
// pgbench running the same SQL directly (the list query alone; the page cache off). Prints EXPLAIN plans of the three query shapes.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import pg from 'pg'
import { CONNECTIONS, measure, pgbench, printTable, startServer, waitForIdle } from './lib.mjs'

const COUNT = Number(process.env.BENCH_PRODUCTS ?? 100_000)
const seedSql = readFileSync(new URL('./seed-products.sql', import.meta.url), 'utf8').replaceAll(
  ':count',
  String(COUNT),
)

const searchQuery =
  'search=samsung&category=Electronics&min_price=1000&max_price=150000&sort=price_asc&limit=24'
const filterQuery = 'category=Books&sort=newest&limit=24'
// The mixed measurement: 120 different first pages of the same shape, each a brand of seed-products.sql in a
// category where it has products (its 24 brands, each in the 5 of its 10 categories it is generated in; pgbench
// takes at most 128 scripts), asked in turn, so that concurrent requests are for different pages.
const BRANDS = [
  'Samsung',
  'Tecno',
  'Infinix',
  'Nokia',
  'Hisense',
  'Ramtons',
  'Mika',
  'Von',
  'Oraimo',
  'Kikoi',
  'Maasai',
  'Kericho',
  'Meru',
  'Nairobi',
  'Mombasa',
  'Kisumu',
  'Eldoret',
  'Safari',
  'Jambo',
  'Simba',
  'Tembo',
  'Twiga',
  'Duma',
  'Chui',
]
const CATEGORIES = [
  'Electronics',
  'Clothing',
  'Home & Garden',
  'Sports',
  'Books',
  'Health & Beauty',
  'Automotive',
  'Toys & Games',
  'Food & Beverages',
  'Office Supplies',
]
// Product i has brand (7i mod 24) and category (i mod 10): a brand and a category meet when their places
// have the same parity.
const mixed = BRANDS.flatMap((brand, b) =>
  CATEGORIES.filter((_category, c) => b % 2 === c % 2).map((category) => ({
    search: brand.toLowerCase(),
    category,
  })),
)
const mixedPaths = mixed.map(
  ({ search, category }) =>
    `/api/products?search=${search}&category=${encodeURIComponent(category)}&min_price=1000&max_price=150000&sort=price_asc&limit=24`,
)
// Rounds of API and pgbench measurements, interleaved so that both sides see the same machine (BENCH_ROUNDS).
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)

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
// The mixed pages' statements: the same text with each page's search and category written in.
const mixedScripts = mixed.map(({ search, category }) =>
  pgbenchScript
    .replace("'%samsung%'", `'%${search}%'`)
    .replace("'Electronics'", `'${category.replaceAll("'", "''")}'`),
)
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

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/**
 * Seeds, starts the server, waits until it is idle, warms it up, then measures: ROUNDS rounds of the
 * first page and of the mixed pages, each followed by its pgbench anchor when `anchorUrl` is given (the
 * same machine for both sides of a ratio), then the deeper pages once.
 */
async function runTarget(label, env, seed, { explain, anchorUrl } = {}) {
  const first = await startServer(env)
  await first.stop({ keepData: true })
  const started = Date.now()
  await seed(first.dataDir)
  const seededIn = ((Date.now() - started) / 1000).toFixed(1)
  const server = await startServer(env, first.dataDir)
  try {
    await waitForIdle(server.pid)
    const searchDeep = await deepCursor(server.url, searchQuery, 5)
    const filterDeep = await deepCursor(server.url, filterQuery, 40)
    const firstPage = { url: `${server.url}/api/products?${searchQuery}`, pid: server.pid }
    const mixedPages = {
      url: server.url,
      pid: server.pid,
      requestsModule: new URL('./products-requests.mjs', import.meta.url).href,
      context: { paths: mixedPaths },
    }
    await measure('warm-up', { ...firstPage, duration: 2 })
    await measure('warm-up', { ...mixedPages, duration: 2 })
    const rounds = []
    for (let round = 1; round <= ROUNDS; round++) {
      const api = await measure(`${label} search+filter+sort, first page (round ${round})`, firstPage)
      const anchor = anchorUrl ? pgbench(anchorUrl, [pgbenchScript]) : undefined
      const apiMixed = await measure(`${label} mixed: 120 different first pages (round ${round})`, mixedPages)
      const anchorMixed = anchorUrl ? pgbench(anchorUrl, mixedScripts) : undefined
      rounds.push({ api, anchor, apiMixed, anchorMixed })
    }
    const rows = [
      ...rounds.flatMap((round) => [round.api, round.apiMixed]),
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
    return { rows, rounds, seededIn }
  } finally {
    await server.stop()
    await explain?.()
  }
}

/** One line per round and the medians: the API beside pgbench running the same SQL, just before or after. */
function ratioLines(rounds, pick, title) {
  const percent = (api, anchor) => (anchor ? Math.round((api / anchor) * 100) : 0)
  const lines = [`${title}:`]
  for (const [index, round] of rounds.entries()) {
    const { api, anchor } = pick(round)
    lines.push(
      `- round ${index + 1}: API ${api.reqPerSec} req/s, p95 ${api.p95} ms, server CPU ${api.cpuUs} µs/request (load ${api.load}); ` +
        `pgbench ${anchor.tps} tps, latency average ${anchor.latency} ms (load ${anchor.load}): ${percent(api.reqPerSec, anchor.tps)}%`,
    )
  }
  const api = median(rounds.map((round) => pick(round).api.reqPerSec))
  const anchor = median(rounds.map((round) => pick(round).anchor.tps))
  const p95 = median(rounds.map((round) => Number(pick(round).api.p95)))
  lines.push(
    `- median: API ${api} req/s (p95 ${p95} ms) against pgbench ${anchor} tps: **${percent(api, anchor)}%**`,
  )
  return lines
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
          // The whole database, as autovacuum would in time on a live one (the demo seed's tables included):
          // statistics and the visibility map, so nothing is left for autovacuum to do during the runs.
          await client.query('vacuum analyze')
        }),
      {
        anchorUrl: url.toString(),
        explain: () =>
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
      },
    )
    allRows.push(...postgres.rows)
    lines.push(`PostgreSQL seeded in ${postgres.seededIn} s.\n`)
    lines.push(
      ...ratioLines(
        postgres.rounds,
        (round) => ({ api: round.api, anchor: round.anchor }),
        `The same first page asked by ${CONNECTIONS} connections, beside pgbench running its SQL (the list query alone, prepared, ${CONNECTIONS} clients)`,
      ),
      '',
      ...ratioLines(
        postgres.rounds,
        (round) => ({ api: round.apiMixed, anchor: round.anchorMixed }),
        `120 different first pages in turn, beside pgbench running their 120 statements (one at random per transaction)`,
      ),
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
