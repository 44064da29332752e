import { mkdirSync } from 'node:fs'
import { lockDataDir } from './data-dir-lock'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { migrationsDir } from '../lib/paths'
import * as schema from './schema'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export type Database = {
  db: Db
  /** Where the public catalogue is read: the read replica (DATABASE_READ_URL) or `db` itself. */
  readDb: Db
  kind: 'pglite' | 'postgres'
  /** Applies the committed migrations (drizzle-kit output) in order. */
  migrate(): Promise<void>
  ping(): Promise<void>
  /**
   * One of the public catalogue's hottest reads (the categories menu), straight to the driver: a named
   * statement on the read pool (or `readDb`'s PGlite), rows as arrays, no ORM layer per request (issue 19). For
   * a statement without parameters, so that it keeps one plan under force_custom_plan.
   */
  readRows: ReadRows
  /** LISTEN on a channel; resolves to the function that stops listening. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>
  /** NOTIFY a channel; every listening server instance receives the payload (at most 8000 bytes). */
  notify(channel: string, payload: string): Promise<void>
  /** PGlite only: the whole database as a tar file (the tests' migrated template). */
  dump?(): Promise<Blob>
  close(): Promise<void>
}

export type ReadRows = (name: string, text: string) => Promise<unknown[][]>

export type DatabaseOptions =
  | {
      kind: 'postgres'
      url: string
      maxConnections?: number
      readUrl?: string
      /** A direct connection for LISTEN and the migration lock when `url` is a transaction-pooling proxy. */
      directUrl?: string
    }
  /** dataDir undefined: an in-memory database (tests), started from `load` (a `dump()`) when given. */
  | { kind: 'pglite'; dataDir?: string; load?: Blob }

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres'
    ? createPostgres(options.url, options.maxConnections, options.readUrl, options.directUrl ?? options.url)
    : createPglite(options.dataDir, options.load)
}

async function createPglite(dataDir?: string, load?: Blob): Promise<Database> {
  let folder: string | undefined
  if (dataDir) {
    folder = join(dataDir, 'pgdata')
    mkdirSync(folder, { recursive: true })
  }
  // Two processes on one PGlite folder silently lose writes: refuse the second one.
  const unlock = dataDir ? lockDataDir(dataDir) : () => {}
  const client = await PGlite.create({
    dataDir: folder,
    extensions: { pg_trgm },
    ...(load ? { loadDataDir: load } : {}),
  })
  const db = drizzlePglite(client, { schema })
  return {
    db: db as unknown as Db,
    readDb: db as unknown as Db,
    kind: 'pglite',
    listen: async (channel, onPayload) => {
      const unsubscribe = await client.listen(channel, onPayload)
      return async () => unsubscribe()
    },
    notify: async (channel, payload) => {
      await db.execute(sql`select pg_notify(${channel}, ${payload})`)
    },
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    dump: () => client.dumpDataDir('none'),
    // Straight to the client: no SQL to build per request (issue 19).
    ping: async () => {
      await client.query('select 1')
    },
    readRows: async (_name, text) => (await client.query<unknown[]>(text, [], { rowMode: 'array' })).rows,
    close: async () => {
      await client.close()
      unlock()
    },
  }
}

/** Every instance takes this PostgreSQL advisory lock to migrate: the others wait, then find nothing to do. */
const MIGRATION_LOCK = 7_061_735_202_606_015n

async function createPostgres(
  url: string,
  maxConnections = 10,
  readUrl: string | undefined,
  directUrl: string,
): Promise<Database> {
  let closed = false
  const poolOf = (connectionString: string) => {
    const pool = new pg.Pool({
      connectionString,
      max: maxConnections,
      // Prepared statements (decision 012) are planned for their values each time: a generic plan cannot
      // know how selective a search's `like` pattern is, and chose a bitmap scan and sort four times slower
      // than the index walk the values allow. Parsing is still saved. A statement without parameters keeps
      // its one plan (PostgreSQL plans it once per connection whatever this says): the hot reads that can be
      // written so (the categories menu) are.
      options: '-c plan_cache_mode=force_custom_plan',
    })
    // An idle connection that the server drops (restart, failover, DROP DATABASE ... FORCE) is reported
    // here; without a listener node-postgres would crash the process. The pool replaces it on next use.
    pool.on('error', (error) => {
      if (!closed) console.warn(`database: an idle connection was dropped (${error.message})`)
    })
    return pool
  }
  const pool = poolOf(url)
  const db = drizzlePg(pool, { schema })
  const readPool = readUrl ? poolOf(readUrl) : undefined
  const readDb = readPool ? drizzlePg(readPool, { schema }) : db
  const listeners = new Map<string, Set<(payload: string) => void>>()
  let listenClient: pg.Client | undefined

  // One dedicated connection carries every LISTEN of this process; it reconnects after a drop. It goes
  // straight to PostgreSQL (DATABASE_DIRECT_URL, default DATABASE_URL), never through a transaction-pooling
  // proxy, which would hand the session to someone else between statements and lose the LISTEN.
  async function connectListener(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: directUrl })
    client.on('notification', (message) => {
      for (const handler of listeners.get(message.channel) ?? []) handler(message.payload ?? '')
    })
    client.on('error', () => {
      listenClient = undefined
      client.end().catch(() => {})
      if (!closed) setTimeout(() => void ensureListener().catch(() => {}), 1000)
    })
    await client.connect()
    for (const channel of listeners.keys()) await client.query(`LISTEN "${channel}"`)
    return client
  }
  async function ensureListener(): Promise<pg.Client> {
    listenClient ??= await connectListener()
    return listenClient
  }

  return {
    db: db as unknown as Db,
    readDb: readDb as unknown as Db,
    kind: 'postgres',
    listen: async (channel, onPayload) => {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Bad channel name ${channel}`)
      const handlers = listeners.get(channel) ?? new Set()
      const first = handlers.size === 0
      handlers.add(onPayload)
      listeners.set(channel, handlers)
      const client = await ensureListener()
      if (first) await client.query(`LISTEN "${channel}"`)
      return async () => {
        handlers.delete(onPayload)
      }
    },
    notify: async (channel, payload) => {
      await db.execute(sql`select pg_notify(${channel}, ${payload})`)
    },
    // Under an advisory lock on one session: instances starting together migrate one after the other, and
    // the second finds every migration applied (decision 015).
    // The lock is held by a session: on the direct connection, never a transaction-pooling proxy.
    migrate: async () => {
      const client = new pg.Client({ connectionString: directUrl })
      await client.connect()
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK.toString()])
        try {
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsDir })
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK.toString()])
        }
      } finally {
        await client.end()
      }
    },
    // A named statement: each pooled connection parses it once (issue 19).
    ping: async () => {
      await pool.query({ name: 'soko_ping', text: 'select 1' })
    },
    readRows: async (name, text) =>
      (await (readPool ?? pool).query<unknown[]>({ name, text, rowMode: 'array' })).rows,
    close: async () => {
      closed = true
      await listenClient?.end().catch(() => {})
      await pool.end()
      await readPool?.end()
    },
  }
}
