import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { createDatabase, type Database } from '../db/client'

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new PostgreSQL
 * database (dropped afterwards) when TEST_DATABASE_URL is set.
 */
export type TestDatabase = Database & { url?: string }

export async function createTestDatabase(): Promise<TestDatabase> {
  const baseUrl = process.env.TEST_DATABASE_URL
  if (!baseUrl) return createDatabase({ kind: 'pglite' })

  const name = `soko_test_${randomUUID().replaceAll('-', '').slice(0, 20)}`
  await runAdmin(baseUrl, `CREATE DATABASE ${name}`)
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  const database = await createDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 5 })
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close()
      await runAdmin(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    },
  }
}

async function runAdmin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
