import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../test/test-database'

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
