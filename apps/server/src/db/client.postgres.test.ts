import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../test/test-database'
import { createDatabase } from './client'

// PostgreSQL only (vitest.config.ts runs it when TEST_DATABASE_URL is set, as CI's PostgreSQL pass does):
// PGlite has no server that could drop a connection.
describe('PostgreSQL connection pool', () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(async () => {
    await database.close()
  })

  it('survives the server dropping its idle connections and reconnects on the next query', async () => {
    await Promise.all([1, 2, 3].map(() => database.ping()))
    const admin = new pg.Client({ connectionString: database.url })
    await admin.connect()
    try {
      const { rowCount } = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      )
      expect(rowCount).toBeGreaterThan(0)
    } finally {
      await admin.end()
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
    await expect(database.ping()).resolves.toBeUndefined()
    const [row] = await database.db.select({ one: sql<number>`1` }).from(sql`(select 1) as t`)
    expect(row).toEqual({ one: 1 })
  })
})

describe('migrations', () => {
  it('instances starting together migrate one at a time: the second waits and finds them applied', async () => {
    const database = await createTestDatabase()
    const others = await Promise.all(
      [1, 2, 3].map(() => createDatabase({ kind: 'postgres', url: database.url!, maxConnections: 2 })),
    )
    try {
      await Promise.all([database, ...others].map((instance) => instance.migrate()))
      const { rows } = (await database.db.execute(
        sql`select count(*)::int as n, count(distinct hash)::int as distinct_n from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { n: number; distinct_n: number }[] }
      expect(rows[0]!.n).toBeGreaterThan(0)
      expect(rows[0]!.n).toBe(rows[0]!.distinct_n)
    } finally {
      for (const other of others) await other.close()
      await database.close()
    }
  })
})
