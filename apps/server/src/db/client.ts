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
  kind: 'pglite' | 'postgres'
  /** Applies the committed migrations (drizzle-kit output) in order. */
  migrate(): Promise<void>
  ping(): Promise<void>
  close(): Promise<void>
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; maxConnections?: number }
  /** dataDir undefined: an in-memory database (tests). */
  | { kind: 'pglite'; dataDir?: string }

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres' ? createPostgres(options.url, options.maxConnections) : createPglite(options.dataDir)
}

async function createPglite(dataDir?: string): Promise<Database> {
  let folder: string | undefined
  if (dataDir) {
    folder = join(dataDir, 'pgdata')
    mkdirSync(folder, { recursive: true })
  }
  // Two processes on one PGlite folder silently lose writes: refuse the second one.
  const unlock = dataDir ? lockDataDir(dataDir) : () => {}
  const client = await PGlite.create({ dataDir: folder, extensions: { pg_trgm } })
  const db = drizzlePglite(client, { schema })
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    close: async () => {
      await client.close()
      unlock()
    },
  }
}

async function createPostgres(url: string, maxConnections = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: maxConnections })
  const db = drizzlePg(pool, { schema })
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: migrationsDir }),
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    close: () => pool.end(),
  }
}
