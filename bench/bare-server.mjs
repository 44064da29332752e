// The anchors for the simple reads (issue 19): a bare Fastify server with the same driver and the same SQL as
// the app's GET /api/health and GET /api/products/categories, and nothing else (no hooks, headers, logging,
// validation or compression). `node bench/bare-server.mjs` with PORT and HOST, and DATABASE_URL for
// PostgreSQL (node-postgres, a pool of 10 as the app's) or DATA_DIR for PGlite (the app's data folder, opened
// after the app has stopped: one process at a time). npm run bench starts it beside the app.
import { join } from 'node:path'
import Fastify from 'fastify'

// The app's categories query (products.repository.ts, prepared there as products_categories).
const categoriesSql = `select category from product_category_counts where in_stock > 0 and category <> '' order by category`

async function openDatabase() {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg')
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
    return {
      kind: 'postgres',
      query: async (name, text) => (await pool.query({ name, text })).rows,
      close: () => pool.end(),
    }
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  const db = await PGlite.create({ dataDir: join(process.env.DATA_DIR, 'pgdata'), extensions: { pg_trgm } })
  return {
    kind: 'pglite',
    query: async (_name, text) => (await db.query(text)).rows,
    close: () => db.close(),
  }
}

const database = await openDatabase()
const app = Fastify({ logger: false })
app.get('/api/health', async () => {
  await database.query('bare_ping', 'select 1')
  return { status: 'ok', database: database.kind, uptimeSeconds: Math.round(process.uptime()) }
})
app.get('/api/products/categories', async () => ({
  categories: (await database.query('bare_categories', categoriesSql)).map((row) => row.category),
}))
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' })
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0))
})
